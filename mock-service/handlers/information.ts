import { informationListEndpoint } from '../../src/api/information/contract';
import { defineListHandler } from '../core/list-handler';

/** Newest first: the console asks for one item and shows it as the banner. */
const list = defineListHandler(informationListEndpoint, ({ db }) => ({ rows: db.informationBanners.all() }));

export const informationHandlers = [list];
