import * as v from 'valibot';
import { defineEndpoint, noInput } from '../contract';

export const errorMessagesEndpoint = defineEndpoint({
  id: 'errorMessages.list',
  effect: 'read',
  method: 'GET',
  path: '/api/error-messages',
  summary: 'The error-message table: the text the console shows for each error key.',
  request: noInput,
  result: v.object({ messages: v.record(v.string(), v.string()) }),
  public: true,
});
