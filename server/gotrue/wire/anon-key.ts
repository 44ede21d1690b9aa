/** The built-in auth server accepts any key; supabase-js only insists on having one. */
export const LOCAL_ANON_KEY = 'fairsplit-local-anon-key';
