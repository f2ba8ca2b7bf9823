// Which inlined data a render reads: the server's render (src/ssr/) provides the request's; in the browser it is
// the page's document. Apart from ./inlined-data.ts, which the server imports without React.
import { createContext, useContext } from 'react';
import { inlinedDataIn, type InlinedDataSource } from './inlined-data';

/** The server's render provides its source; in the browser the page's document is the source. */
export const InlinedDataContext = createContext<InlinedDataSource | undefined>(undefined);

export function useInlinedData(): InlinedDataSource {
  return useContext(InlinedDataContext) ?? inlinedDataIn(document);
}
