import * as v from 'valibot';
import { defineListEndpoint } from '../contract';

export const informationBannerSchema = v.object({
  bannerType: v.picklist(['info', 'warning', 'error']),
  headerText: v.string(),
  infoText: v.string(),
});
export type InformationBanner = v.InferOutput<typeof informationBannerSchema>;

/** Sorted by publication time, which the banner itself does not carry. */
export const informationListEndpoint = defineListEndpoint({
  id: 'information.list',
  path: '/information/list',
  summary: 'Information banners, newest first; the console asks for one (pageSize 1).',
  item: informationBannerSchema,
  sortFields: ['publishedAt'],
  defaultSort: { field: 'publishedAt', order: 'des' },
  searchFields: ['headerText', 'infoText'],
});
