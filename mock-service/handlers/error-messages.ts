import { errorMessagesEndpoint } from '../../src/api/error-messages/contract';
import { definePublicHandler } from '../core/define-handler';
import { errorMessages } from '../db/error-messages';

export const errorMessageHandlers = [
  definePublicHandler(errorMessagesEndpoint, () => ({ messages: { ...errorMessages } })),
];
