import { createContext, useContext } from 'react';
import type { ScreenCatalogue } from './palette-types';

/** A catalogue that opens nothing: the demo tools rendered without the route layer's one. */
const EMPTY: ScreenCatalogue = { screens: () => [], admits: () => false };

/** The route layer's screen catalogue, handed to the palette and the persona switch. */
export const CatalogueContext = createContext<ScreenCatalogue>(EMPTY);
export const useScreenCatalogue = (): ScreenCatalogue => useContext(CatalogueContext);
