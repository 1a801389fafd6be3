/** The ranking's settings and their defaults, chosen by measurement across document kinds (docs/decisions/018). */

export interface RankOptions {
  /** Neighbours looked at on each side. */
  window: number;
  /** Weight of similarity to preceding units (negative: repeating earlier text is not central). */
  backwardWeight: number;
  forwardWeight: number;
  /** Edges below this share of the window's similarity range are ignored. */
  edgeThreshold: number;
  centroidWeight: number;
  sectionCentroidWeight: number;
  centralityWeight: number;
  /** Weight of the document-position prior (lead bias). */
  leadWeight: number;
  /** Weight of the prior for the first units of a section or paragraph. */
  structureWeight: number;
  /** Units after which the lead prior has halved. */
  leadHalfLife: number;
  /** Distinct content terms below which a unit counts as a fragment. */
  fragmentTerms: number;
  /** How much the lead prior grows when the document's opening is more central than its average unit. */
  leadAdaptation: number;
  /** Documents with at most this many units get the full sentence graph (all pairs). */
  fullGraphUnits: number;
  /** Score factor of a piece of a run-on sentence that starts mid-clause. */
  midClauseFactor: number;
  /** Score factor of a unit that ends in a colon: it introduces what follows and says little alone. */
  introFactor: number;
  /**
   * Extra lead weight for short documents, fading to none at `shortUnits` units. With a handful of
   * units, ranks turn small differences in similarity into large ones; position is the steadier signal.
   */
  shortLead: number;
  shortUnits: number;
  /**
   * Weight of TextRank's centrality over the whole document (graphRank.ts: PageRank on the words units
   * share, in linear time) at levels that keep at most a quarter of the document.
   */
  graphWeight: number;
  /** What the graph's weight grows by as the summary's share goes from a quarter towards all of it. */
  graphGrowth: number;
  /** PageRank iterations after the degree it starts from. */
  graphIterations: number;
  /**
   * How fast the lead prior fades once the summary keeps more than a quarter of the document:
   * its weight is multiplied by (¼ / share) to this power.
   */
  leadFade: number;
  /**
   * Prior for units in the sections that state a paper's or report's point (introduction,
   * conclusions, discussion, abstract, summary: KEY_SECTION), as HipoRank found for papers.
   */
  keySectionWeight: number;
  /**
   * Share of sentences addressing the reader (genre.ts) from which a document starts to read as
   * instructions rather than a report, and at which it fully does: its lead prior fades out between
   * the two, and whole-document centrality (instructionalGraphWeight) comes in instead.
   */
  addressFrom: number;
  addressTo: number;
  instructionalGraphWeight: number;
  /** Prior for a sentence in which authors state what their work does ("we propose …"; genre.ts). */
  contributionWeight: number;
}

export const DEFAULT_RANK_OPTIONS: RankOptions = {
  window: 12,
  backwardWeight: -0.8,
  forwardWeight: 1,
  edgeThreshold: 0.1,
  centroidWeight: 1,
  sectionCentroidWeight: 0.5,
  centralityWeight: 0.5,
  leadWeight: 1.8,
  structureWeight: 0.4,
  leadHalfLife: 6,
  fragmentTerms: 4,
  leadAdaptation: 2,
  fullGraphUnits: 0,
  midClauseFactor: 0.8,
  introFactor: 0.5,
  shortLead: 1.5,
  shortUnits: 15,
  graphWeight: 0,
  graphGrowth: 20,
  graphIterations: 10,
  leadFade: 4,
  keySectionWeight: 0.5,
  addressFrom: 0.15,
  addressTo: 0.35,
  instructionalGraphWeight: 2,
  contributionWeight: 2,
};
