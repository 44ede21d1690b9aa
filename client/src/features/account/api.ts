/**
 * The account's own requests: everything the product keeps about the user, as a file
 * (GET /api/account/export), and the account's deletion (POST /api/account/delete).
 */
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { apiRequestBytes, requestParsed } from '@/lib/api-client';
import { downloadBytes } from '@/lib/download';
import { API_PATHS } from '@shared/api';
import {
  accountDeleteResponseSchema,
  type AccountDeleteInput,
  type AccountExportFormat,
} from '@shared/account';

const FILE_TYPES: Record<AccountExportFormat, string> = {
  zip: 'application/zip',
  json: 'application/json',
};

/** Fetches the export and hands it to the browser as `fairsplit-data-YYYY-MM-DD.zip` (or .json). */
export async function downloadAccountData(format: AccountExportFormat): Promise<void> {
  const bytes = await apiRequestBytes('GET', API_PATHS.accountExport(format));
  const date = new Date().toISOString().slice(0, 10);
  downloadBytes(bytes, `fairsplit-data-${date}.${format}`, FILE_TYPES[format]);
}

function deleteAccount(credentials: AccountDeleteInput) {
  return requestParsed(accountDeleteResponseSchema, 'POST', API_PATHS.accountDelete, credentials);
}

/**
 * Deletes the account with the email address and current password asked again. Once the
 * server has deleted it (and every session), this browser signs out locally and goes to the
 * goodbye page; a refusal is left for the dialog to show.
 */
export function useDeleteAccount() {
  const { signOut } = useAuth();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => signOut({ reason: 'account-deleted' }),
  });
}
