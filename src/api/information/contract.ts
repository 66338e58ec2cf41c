import * as v from 'valibot';
import { defineEndpoint, pageRequestEntries, pagedResult } from '../contract';

export const informationBannerSchema = v.object({
  bannerType: v.picklist(['info', 'warning', 'error']),
  headerText: v.string(),
  infoText: v.string(),
});
export type InformationBanner = v.InferOutput<typeof informationBannerSchema>;

export const informationListEndpoint = defineEndpoint({
  id: 'information.list',
  method: 'POST',
  path: '/information/list',
  summary: 'Information banners, newest first; the console asks for one (pageSize 1).',
  request: v.object({ ...pageRequestEntries }),
  result: pagedResult(informationBannerSchema),
});
