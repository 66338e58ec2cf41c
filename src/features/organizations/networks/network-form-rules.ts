import * as v from 'valibot';
import type { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { routeFieldErrors } from '@/api/field-errors';
import { type ManagementNetworkInput, managementNetworkInputSchema } from '@/api/management-networks/contract';
import { CIDR_FORMAT_MESSAGE, CIDR_TOO_WIDE_MESSAGE, cidrSchema } from '@/lib/cidr';
import { duplicateNetworkMessage } from './network-messages';

/**
 * The contract's network with the block checked as the service checks it (format, then width),
 * so a bad block is named at the field before anything is sent.
 */
export const networkFormSchema = v.object({ ...managementNetworkInputSchema.entries, cidr: cidrSchema });

type NetworkField = keyof ManagementNetworkInput;

const existingDescription = (item: ApiError['errors'][number]) =>
  (item.detail as { description?: string } | undefined)?.description;

/** A refusal's items at the CIDR and Description fields; what fits neither is handed back. */
export const routeNetworkErrors = (error: ApiError) =>
  routeFieldErrors<NetworkField>(
    error.errors,
    {
      [ErrorKey.duplicateNetwork]: {
        field: 'cidr',
        text: (item) => duplicateNetworkMessage(existingDescription(item)),
      },
      [ErrorKey.cidrFormat]: { field: 'cidr', text: () => CIDR_FORMAT_MESSAGE },
      [ErrorKey.cidrTooWide]: { field: 'cidr', text: () => CIDR_TOO_WIDE_MESSAGE },
    },
    { cidr: 'cidr', description: 'description' },
  );
