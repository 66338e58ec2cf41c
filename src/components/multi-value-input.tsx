import { Pill, PillsInput } from '@mantine/core';
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useState } from 'react';

/** Commas separate values (spec 1 §5); line breaks too, so a pasted column splits as well. */
const SEPARATORS = /[,\r\n]+/;

export interface MultiValueInputProps {
  label: ReactNode;
  value: string[];
  onChange: (values: string[]) => void;
  /** Rejects a value by returning the message to show under the field. */
  validate?: (value: string) => string | null;
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * A list of strings typed or pasted one after another (domains, addresses, e-mails). Enter, Tab,
 * a comma or leaving the field commits the typed text; Tab on an empty field moves focus as usual.
 * Values are trimmed and de-duplicated ignoring case; a rejected value stays in the field for editing.
 * Compatible with Mantine form's `getInputProps`.
 */
export function MultiValueInput(props: MultiValueInputProps) {
  const { label, value, onChange, validate, error, description, placeholder, disabled, required, onFocus, onBlur } =
    props;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  /** Adds the acceptable candidates and returns the rejected ones. */
  const commit = (candidates: string[]): string[] => {
    const next = [...value];
    const rejected: string[] = [];
    let message: string | null = null;
    for (const candidate of candidates.map((c) => c.trim()).filter(Boolean)) {
      if (next.some((v) => v.toLowerCase() === candidate.toLowerCase())) continue;
      const invalid = validate?.(candidate) ?? null;
      if (invalid) {
        rejected.push(candidate);
        message ??= invalid;
      } else {
        next.push(candidate);
      }
    }
    if (next.length !== value.length) onChange(next);
    setProblem(message);
    return rejected;
  };

  const commitText = (raw: string) => setText(commit(raw.split(SEPARATORS)).join(', '));

  const changeText = (raw: string) => {
    const parts = raw.split(SEPARATORS);
    if (parts.length === 1) {
      setText(raw);
      setProblem(null);
      return;
    }
    // A separator was typed: commit what precedes it, keep typing after it.
    const rest = parts.pop() ?? '';
    setText([...commit(parts), rest].filter(Boolean).join(', '));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === 'Tab') && text.trim() && !event.nativeEvent.isComposing) {
      event.preventDefault();
      commitText(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!SEPARATORS.test(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    commitText(text.slice(0, start) + pasted + text.slice(end));
  };

  return (
    <PillsInput
      label={label}
      description={description}
      error={problem ?? error}
      disabled={disabled}
      withAsterisk={required}
    >
      <Pill.Group>
        {value.map((item) => (
          <Pill
            key={item}
            withRemoveButton={!disabled}
            onRemove={() => onChange(value.filter((v) => v !== item))}
            removeButtonProps={{ 'aria-hidden': false, tabIndex: 0, 'aria-label': `Remove ${item}` }}
          >
            {item}
          </Pill>
        ))}
        <PillsInput.Field
          value={text}
          placeholder={value.length === 0 ? placeholder : undefined}
          aria-required={required}
          onChange={(event) => changeText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onFocus={onFocus}
          onBlur={() => {
            if (text.trim()) commitText(text);
            onBlur?.();
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
}
