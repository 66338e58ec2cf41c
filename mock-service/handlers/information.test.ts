// @vitest-environment node
import '../testing/api-base';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../src/api/client';
import { ERROR_KEYS } from '../../src/api/error-keys';
import { errorMessagesEndpoint } from '../../src/api/error-messages/contract';
import { informationListEndpoint } from '../../src/api/information/contract';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';

useMockApi();

describe('information and error-message handlers', () => {
  it('gives the newest banner first, as the console asks for one', async () => {
    actAs(PERSONA.noRoles);
    const page = await callApi(informationListEndpoint, { pageSize: 1 });
    expect(page.itemCount).toBe(2);
    expect(page.items).toEqual([
      {
        bannerType: 'info',
        headerText: 'Scheduled maintenance Saturday, December 5',
        infoText: expect.stringContaining('10:00 PM'),
      },
    ]);
    expect(page.nextPageKey).toEqual(expect.any(String));
  });

  it('needs a session for banners but not for the error table', async () => {
    await expect(callApi(informationListEndpoint, {})).rejects.toMatchObject({ status: 401 });
    const { messages } = await callApi(errorMessagesEndpoint, {});
    for (const key of ERROR_KEYS) expect(messages[key], key).toEqual(expect.any(String));
  });
});
