/**
 * The name Fairsplit calls a user by, on screen, in the case file and in mail. Apart from
 * shared/account.ts so the pages that show it do not carry zod.
 */
export type NameSource = {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  username?: string | null;
};

/**
 * Per docs/product.md#stored-data: the first and last name joined, else the part of the email
 * before the @, else the username, else 'User'. A lone first or last name still counts as a name.
 */
export function getDisplayName(source: NameSource | null | undefined): string {
  const name = [source?.first_name, source?.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  if (name !== '') return name;
  const local = source?.email?.split('@')[0]?.trim() ?? '';
  if (local !== '') return local;
  const username = source?.username?.trim() ?? '';
  return username !== '' ? username : 'User';
}
