/**
 * RTF groups and destinations: the state each `{` saves and each `}` restores (an explicit stack, no
 * recursion, nesting capped at MAX_RTF_DEPTH), and which destinations hold body text. Font and colour
 * tables, stylesheets, pictures, objects' data, field instructions, headers, footers and the like are
 * skipped; of the \info group only the \title is read.
 */

import { MAX_RTF_DEPTH } from '../limits.ts';

/** Destinations whose content is not part of the document's text. */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'objdata',
  'objclass',
  'fldinst',
  'datafield',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'mmathPr',
  'pgdsctbl',
  'revtbl',
  'filetbl',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'footnote',
  'listtext',
  'pntext',
  'pntxta',
  'pntxtb',
  'bkmkstart',
  'bkmkend',
  'nonshppict',
  'shpinst',
  'template',
  'userprops',
  'docvar',
  'xe',
  'tc',
  'private',
  'wgrffmtfilter',
  'passwordhash',
  'blipuid',
  'fchars',
  'lchars',
  'operator',
  'author',
  'company',
  'picprop',
  'sp',
  'sn',
  'sv',
]);

export function isSkippedDestination(word: string): boolean {
  return SKIPPED_DESTINATIONS.has(word);
}

export interface GroupState {
  /** Inside a destination whose content is ignored (or an unknown one marked with \*). */
  skip: boolean;
  /** Characters of fallback text after a \uN. */
  uc: number;
  codepage: string;
  destination: string;
  /** Text the reader does not see: hidden (\v) or deleted in a tracked change (\deleted). */
  unseen: boolean;
}

export class GroupStack {
  state: GroupState;
  private readonly saved: GroupState[] = [];
  /** Groups opened beyond the depth limit: ignored with everything in them. */
  private overflow = 0;

  constructor(codepage: string) {
    this.state = { skip: false, uc: 1, codepage, destination: '', unseen: false };
  }

  /** Inside a group nested deeper than the limit. */
  get overflowing(): boolean {
    return this.overflow > 0;
  }

  get parentDestination(): string | undefined {
    return this.saved[this.saved.length - 1]?.destination;
  }

  /** `{`: false when the group is nested too deep and is ignored. */
  open(): boolean {
    if (this.saved.length >= MAX_RTF_DEPTH) {
      this.overflow++;
      return false;
    }
    this.saved.push(this.state);
    this.state = { ...this.state };
    return true;
  }

  /** `}`: false when it closes an ignored group. */
  close(): boolean {
    if (this.overflow > 0) {
      this.overflow--;
      return false;
    }
    this.state = this.saved.pop() ?? this.state;
    return true;
  }

  get capturingTitle(): boolean {
    return this.state.destination === 'title';
  }

  /** Whether text at this point belongs to the document (or its title). */
  get textAllowed(): boolean {
    return (
      !this.state.skip &&
      !this.state.unseen &&
      this.state.destination !== 'fonttbl' &&
      this.state.destination !== 'info'
    );
  }

  /** A destination word (see isSkippedDestination) starts its destination in the current group. */
  enter(word: string): void {
    if (word === 'fonttbl' || word === 'info') {
      this.state.destination = word;
      return;
    }
    this.state.skip = true;
    this.state.destination = word;
  }

  /** Inside \info, every group but \title is skipped. True when the word was taken that way. */
  metadataWord(word: string): boolean {
    const { state } = this;
    if (state.destination !== 'info' && state.destination !== 'title') return false;
    if (word === 'title') {
      state.destination = 'title';
      state.skip = false;
    } else if (state.destination === 'info') state.skip = true;
    return true;
  }
}
