import type { Plugin } from 'vite';
import { TERMS_OF_USE } from '../src/features/auth/terms-of-use-text';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes the Terms of Use into index.html's static first screen (the `<!-- terms-of-use -->`
 * marker) from the same text the app's dialog renders, so the two copies cannot drift.
 */
export function staticTermsPlugin(): Plugin {
  const t = TERMS_OF_USE;
  const body = [
    `<div class="boot-terms-title"><span>${escape(t.title)}</span></div>`,
    '<div class="boot-terms-body">',
    `<p>${escape(t.intro)}</p>`,
    `<p>${escape(t.consentLead)}</p>`,
    `<ul>${t.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`,
    `<p class="boot-terms-consent">${escape(t.closing)}</p>`,
    '<div class="boot-terms-actions"><span class="boot-terms-accept">Accept</span></div>',
    '</div>',
  ].join('\n');
  return {
    name: 'pdns-static-terms',
    transformIndexHtml(html) {
      if (!html.includes('<!-- terms-of-use -->')) throw new Error('index.html lost its <!-- terms-of-use --> marker');
      return html.replace('<!-- terms-of-use -->', body);
    },
  };
}
