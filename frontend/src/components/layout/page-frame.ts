import { createContext, useContext } from 'react';

/**
 * True inside a frame that already is the page's <main> and fills the screen (the admin AppShell),
 * so PageShell renders neither a second <main> nor its own full height.
 */
export const InsidePageFrame = createContext(false);

export const useInsidePageFrame = () => useContext(InsidePageFrame);
