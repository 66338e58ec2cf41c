import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  beginSignOut,
  callApi,
  getLastApiCallAt,
  onApiCall,
  setAccessToken,
  setErrorMessages,
  setUnauthorizedHandler,
  withoutActivity,
} from './client';
import { defineEndpoint } from './contract';
import { ErrorKey } from './error-keys';

const getThing = defineEndpoint({
  id: 'thing.get',
  method: 'GET',
  path: '/api/thing',
  effect: 'read',
  summary: 'test',
  request: v.object({ id: v.string(), tags: v.optional(v.array(v.string())) }),
  result: v.object({ name: v.string() }),
});
const saveThing = defineEndpoint({
  id: 'thing.save',
  method: 'POST',
  path: '/api/thing/save',
  effect: 'write',
  summary: 'test',
  request: v.object({ name: v.string() }),
  result: v.object({ saved: v.boolean() }),
});

const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return {
    url: url instanceof Request ? url.url : String(url),
    init: init!,
    headers: init!.headers as Record<string, string>,
  };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  setAccessToken(null);
  setErrorMessages({});
  setUnauthorizedHandler(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends the bearer token and a JSON body, and returns the checked result', async () => {
    setAccessToken('tok-123');
    fetchMock.mockResolvedValue(reply({ result: { saved: true } }));
    await expect(callApi(saveThing, { name: 'a' })).resolves.toEqual({ saved: true });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/thing/save');
    expect(init.method).toBe('POST');
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'a' });
  });

  it('sends no Authorization header without a session, and GET input as query parameters', async () => {
    fetchMock.mockResolvedValue(reply({ result: { name: 'x' } }));
    await callApi(getThing, { id: '7', tags: ['a', 'b'] });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/thing?id=7&tags=a&tags=b');
    expect(init.body).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
  });

  it('records the time of the last call and tells listeners', async () => {
    const heard = vi.fn();
    const stop = onApiCall(heard);
    fetchMock.mockResolvedValue(reply({ result: { name: 'x' } }));
    const before = Date.now();
    await callApi(getThing, { id: '1' });
    stop();
    expect(getLastApiCallAt()).toBeGreaterThanOrEqual(before);
    expect(heard).toHaveBeenCalledWith(getLastApiCallAt());
  });

  it("does not count calls made by background work as the user's activity", async () => {
    const heard = vi.fn();
    const stop = onApiCall(heard);
    fetchMock.mockImplementation(() => Promise.resolve(reply({ result: { name: 'x' } })));
    await withoutActivity(() => callApi(getThing, { id: '1' }));
    expect(heard).not.toHaveBeenCalled();
    await callApi(getThing, { id: '2' });
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('does not count a background call that is answered after the background work ended', async () => {
    // A route preload's loader starts its prefetch and returns without waiting for it.
    const heard = vi.fn();
    const stop = onApiCall(heard);
    let answer!: (value: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    let pending!: Promise<unknown>;
    await withoutActivity(async () => {
      pending = callApi(getThing, { id: '1' });
    });
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer(reply({ result: { name: 'x' } }));
    await pending;
    stop();
    expect(heard).not.toHaveBeenCalled();
  });

  it('rejects a reply that breaks its schema', async () => {
    fetchMock.mockResolvedValue(reply({ result: { name: 42 } }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await callApi(getThing, { id: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).key).toBe(ErrorKey.badReply);
  });

  it('shows the error table text for a key, else the built-in text, else the server text', async () => {
    setErrorMessages({ 'name.taken': 'A thing with this name already exists' });
    fetchMock.mockResolvedValue(
      reply(
        {
          errors: [
            { key: 'name.taken', field: 'name' },
            { key: 'custom.key', message: 'Server says no' },
          ],
        },
        400,
      ),
    );
    const error = (await callApi(saveThing, { name: 'a' }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('A thing with this name already exists');
    expect(error.errors.map((e) => e.message)).toEqual(['A thing with this name already exists', 'Server says no']);
    expect(error.errors[0].field).toBe('name');
    expect(error.status).toBe(400);

    setErrorMessages({});
    fetchMock.mockResolvedValue(reply({ errors: [{ key: ErrorKey.forbidden }] }, 403));
    const forbidden = (await callApi(saveThing, { name: 'a' }).catch((e: unknown) => e)) as ApiError;
    expect(forbidden.message).toBe('You do not have permission to perform this action.');
  });

  it('sends nothing once sign-out has begun, but the sign-out call itself, until the next token', async () => {
    setAccessToken('tok-ending');
    fetchMock.mockImplementation(() => Promise.resolve(reply({ result: { saved: true } })));
    const ending = beginSignOut();
    expect(ending).toBe('tok-ending');
    const refused = await callApi(saveThing, { name: 'a' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).key).toBe(ErrorKey.signedOut);
    expect(fetchMock).not.toHaveBeenCalled();
    await callApi(saveThing, { name: 'bye' }, { token: ending! });
    expect(lastRequest().headers.Authorization).toBe('Bearer tok-ending');
    setAccessToken('tok-next');
    await callApi(saveThing, { name: 'b' });
    expect(lastRequest().headers.Authorization).toBe('Bearer tok-next');
  });

  it('calls the unauthorized handler on 401', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(reply({ errors: [{ key: ErrorKey.unauthorized }] }, 401));
    await expect(callApi(getThing, { id: '1' })).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure and a non-JSON reply into keyed errors', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = (await callApi(getThing, { id: '1' }).catch((e: unknown) => e)) as ApiError;
    expect(offline.key).toBe(ErrorKey.network);
    expect(offline.message).toMatch(/could not be reached/);

    fetchMock.mockResolvedValueOnce(new Response('<html>gateway</html>', { status: 502 }));
    const html = (await callApi(getThing, { id: '1' }).catch((e: unknown) => e)) as ApiError;
    expect(html.key).toBe(ErrorKey.badReply);
  });
});
