/**
 * What of a pdf.js text item the page readers use: its text, its place (transform[4] is x, [5] the
 * baseline's y) and its size. One shape for the tables, the overlays, the accents and the reading order.
 */
export interface PlacedItem {
  str: string;
  transform: number[];
  height: number;
  width?: number;
}
