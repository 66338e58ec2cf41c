import { informationListEndpoint } from '../../src/api/information/contract';
import { defineHandler } from '../core/define-handler';
import { paginate } from '../core/paginate';

/** Newest first: the console asks for one item and shows it as the banner. */
const list = defineHandler(informationListEndpoint, ({ input, db }) =>
  paginate(db.informationBanners.all(), input, {
    searchFields: ['headerText', 'infoText'],
    sortFields: ['publishedAt'],
    defaultSort: { field: 'publishedAt', order: 'des' },
  }),
);

export const informationHandlers = [list];
