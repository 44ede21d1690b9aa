/**
 * The API's own messages, for answers no module of shared/ words itself (their Spanish is in
 * shared/locales/es.ts). Apart from api.ts, which every page loads first.
 */
export const API_MESSAGES = {
  validationFailed: 'Validation failed',
  notFound: 'Not found',
  expenseNotFound: 'Expense not found',
  eventNotFound: 'Event not found',
  networthItemNotFound: 'Net worth item not found',
  unauthorized: 'Authentication required',
  sessionExpired: 'Invalid or expired session. Please log in again.',
  signInRequired: 'Authentication required. Please log in.',
  accountExists: 'An account with this email address already exists.',
  usernameTaken: 'Could not choose a unique username; please try again.',
  ownAccountOnly: 'You can only register your own account.',
  alreadyPremium: 'You already have an active premium subscription.',
  noSubscription: 'There is no active subscription to cancel.',
  sharedReadOnly: 'A shared link is read-only.',
  recordNotFound: 'Record not found',
  invalidId: 'Invalid id',
  malformedPath: 'Malformed percent-encoding in the URL path',
  malformedJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body is too large',
  unsupportedEncoding: 'Unsupported request encoding',
  checkoutNotFound: 'Checkout session not found',
  checkoutFinished: 'This checkout session is already finished.',
  noBillingAccount: 'There is no billing account yet: upgrade first.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
