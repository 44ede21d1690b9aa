/**
 * Who reads the support sections: the owner on her page ("payments to you", "I pay"), or the
 * holder of a professional link, for whom "you" would be the lawyer ("payments to the account
 * holder", "The account holder pays").
 */
import { createContext, useContext } from 'react';

export type SupportReader = 'owner' | 'holder';

export const SupportReaderContext = createContext<SupportReader>('owner');

export function useSupportReader(): SupportReader {
  return useContext(SupportReaderContext);
}
