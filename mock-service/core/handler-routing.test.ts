// @vitest-environment node
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointPattern } from './api-paths';
import { answerWith, handlersFor } from './handler-routing';

const list = http.post(endpointPattern('/api/thing/list'), () => Response.json({ result: 'list' }));
const get = http.get(endpointPattern('/api/thing/get'), () => Response.json({ result: 'get' }));
const anyPath = http.all('*', () => Response.json({ result: 'catch-all' }));
const handlers = [list, get, anyPath];

describe('handler routing', () => {
  it('keeps the handlers whose method and whole path match, whatever the query, and the catch-all', () => {
    expect(handlersFor(handlers, 'POST', 'http://mock.test/api/thing/list')).toEqual([list, anyPath]);
    expect(handlersFor(handlers, 'GET', 'http://mock.test/api/thing/get?id=1&x=%2Fapi#top')).toEqual([get, anyPath]);
    expect(handlersFor(handlers, 'GET', 'http://mock.test/api/thing/list')).toEqual([anyPath]);
    expect(handlersFor(handlers, 'POST', 'http://mock.test/api/thing/list/more')).toEqual([anyPath]);
  });

  it('answers as msw would over all of them', async () => {
    const reply = await answerWith(handlers, new Request('http://mock.test/api/thing/get?id=2'));
    expect(await reply?.json()).toEqual({ result: 'get' });
    const other = await answerWith(handlers, new Request('http://mock.test/api/thing/list', { method: 'PUT' }));
    expect(await other?.json()).toEqual({ result: 'catch-all' });
  });
});
