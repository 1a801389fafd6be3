/**
 * What stands before a document's text: a book's pages up to its copyright page and its contents, a
 * paper's authors, indexing lines and publisher notice, a changelog's note on its form, and the rights
 * notices of any.
 */

import { CONTENTS_TITLE } from './contents.ts';

/**
 * A book's or site's rights notice: "Copyright © 2004", "© 2025 Acme Inc.", a README's "MIT © Acme Inc.",
 * "All rights reserved", in several languages.
 */
const RIGHTS_NOTICE =
  /^(?:copyright\s*(?:c?©|\(c\)|\d{4})|\(c\)\s*\d{4}|[^.!?©|]{0,30}©\s*(?:\d{4}|\p{Lu})[^©|]*$)|all rights reserved|tous droits réservés|alle rechte vorbehalten|todos los derechos reservados|tutti i diritti riservati|todos os direitos reservados|alle rechten voorbehouden|все права защищены|版权所有|著作権所有|無断転載/iu;
/**
 * The copyright page's reservation, however long its list of means: "no part of this publication may be
 * reproduced, stored … or transmitted …", "… is illegal and punishable by law", "Please purchase only
 * authorized electronic editions", the library's cataloguing data, "printed on acid-free paper".
 */
const COPYRIGHT_PAGE =
  /no part of this (?:publication|book|work) may be (?:reproduced|used)|without the permission of the publisher is illegal|please purchase only authori[sz]ed (?:electronic )?editions|cataloging-in-publication data|printed on acid-free paper|kein teil dieses (?:werkes|buches) darf|ninguna parte de esta publicación puede ser reproducida|aucune partie de (?:cette publication|ce livre) ne peut être reproduite/iu;
/**
 * A paper's publisher notice, in a box on its first page: "Permission to make digital or hard copies …",
 * "To copy otherwise, to republish …", "Personal use of this material is permitted." It says nothing
 * of a book: the paper's abstract and introduction stand before it.
 */
const PAPER_NOTICE =
  /permission to make digital or hard copies|to copy otherwise, (?:or )?to republish|personal use of this material is permitted/iu;
/**
 * A changelog's note on its own form, as its template writes it: "All notable changes to this project
 * will be documented in this file.", "The format is based on Keep a Changelog, and this project adheres
 * to Semantic Versioning." What changed is in the entries under it.
 */
const CHANGELOG_NOTICE =
  /^(?:all notable changes to this (?:project|package|library|repository) (?:will be|are) documented in this file|the format is based on keep a changelog|this project adheres to semantic versioning)/iu;
/** A book's number on its copyright page: "ISBN 1-59420-006-8", "ISBN-13: 978-…". */
const ISBN = /\bISBN(?:-1[03])?:?\s*(?:97[89][\s-]?)?\d[\d\s-]{8,}[\dX]\b/u;
/** A rights notice is a line or two; a long unit that mentions one is prose. */
const MAX_NOTICE_WORDS = 40;

export function isRightsNotice(text: string): boolean {
  return RIGHTS_NOTICE.test(text);
}

export function isCopyrightPage(text: string): boolean {
  return COPYRIGHT_PAGE.test(text);
}

export function isPublisherNotice(text: string): boolean {
  return PAPER_NOTICE.test(text) || CHANGELOG_NOTICE.test(text.trim());
}

/** Documents of at least this many units may be books; shorter ones open with their point. */
const BOOK_UNITS = 100;
/** Where a book's copyright page may stand: within its first tenth, and its first 300 units. */
const FRONT_SHARE = 0.1;
const MAX_BOOK_FRONT_UNITS = 300;
/**
 * What a book prints before its copyright page (half-title, "Also by", title page, a licence note,
 * permissions) fits in a page or two; more than this before the notice is the book's own text.
 */
const MAX_FRONT_MATTER_WORDS = 600;

/**
 * The end of a book's front matter: the index after the paragraph that ends its copyright page, or 0
 * when the document has none. The title page, the author's other books, the publisher's address, a
 * licence note and the permissions stand before it ("FREE CULTURE HOW BIG MEDIA …", "The Future of
 * Ideas: …", "Excerpt from an editorial …") and are not what the book says. A book is known by the
 * copyright page's own words (the reservation, cataloguing data, an ISBN) near its start; a notice
 * repeated through the text (a report's page footer) marks pages, not a front, and decides nothing.
 */
function bookFrontMatterEnd(
  units: readonly { kind: string; text: string; words: number; paragraph: number; level?: number }[],
): number {
  if (units.length < BOOK_UNITS) return 0;
  const front = Math.min(Math.ceil(units.length * FRONT_SHARE), MAX_BOOK_FRONT_UNITS);
  const notice = (u: { text: string; words: number }) =>
    isCopyrightPage(u.text) || ISBN.test(u.text) || (u.words <= MAX_NOTICE_WORDS && isRightsNotice(u.text));
  let last = -1;
  let book = false;
  let inFront = 0;
  for (let i = 0; i < front; i++) {
    const u = units[i]!;
    if (!notice(u)) continue;
    last = i;
    inFront++;
    book ||= isCopyrightPage(u.text) || ISBN.test(u.text);
  }
  if (!book) return 0;
  let later = 0;
  for (let i = front; i < units.length && later < inFront; i++) if (notice(units[i]!)) later++;
  if (later >= inFront) return 0;
  let words = 0;
  for (let i = 0; i < last; i++) {
    const u = units[i]!;
    // A section before the notice (a paper's abstract or introduction) is text, not a title page.
    if (u.kind === 'heading' && (u.level ?? 1) > 1) return 0;
    if (!notice(u)) words += u.words;
  }
  if (words > MAX_FRONT_MATTER_WORDS) return 0;
  let end = last + 1;
  while (end < units.length && units[end]!.paragraph === units[last]!.paragraph) end++;
  return end;
}

/** A contents entry ends with its page number: "PREFACE xiii INTRODUCTION 1", "… Piracy II 66". */
const ENDS_WITH_PAGE = /\s(?:\d{1,4}|[ivxlc]{1,7})\.?$/iu;
/** A unit this long that is no entry is the text after the listing. */
const MIN_PROSE_WORDS = 12;
/** A dedication or an epigraph between a copyright page and the contents is a few lines. */
const MAX_BETWEEN_UNITS = 6;

/** Where a long document's contents listing starts, near its start; -1 when it has none. */
function contentsTitle(units: readonly { text: string }[]): number {
  if (units.length < BOOK_UNITS) return -1;
  const front = Math.min(Math.ceil(units.length * FRONT_SHARE), MAX_BOOK_FRONT_UNITS);
  return units.findIndex((u, i) => i < front && CONTENTS_TITLE.test(u.text.trim()));
}

/**
 * A contents listing near a long document's start: its title ("CONTENTS") through its last entry, the
 * notes between entries included ("(to navigate this PDF, use the bookmark bar)"). Entries that end in a
 * chapter's page number; prose ends the listing. Null when there is none, or it lists fewer than two.
 */
function contentsListing(
  units: readonly { kind: string; text: string; words: number }[],
): { from: number; to: number } | null {
  const title = contentsTitle(units);
  if (title < 0) return null;
  let entries = 0;
  let last = title;
  for (let i = title + 1; i < units.length; i++) {
    const u = units[i]!;
    if (u.words >= 2 && ENDS_WITH_PAGE.test(u.text.trim())) {
      entries++;
      last = i;
    } else if (u.words >= MIN_PROSE_WORDS || u.kind === 'heading') break;
  }
  return entries >= 2 ? { from: title, to: last + 1 } : null;
}

/**
 * The units of a book's front matter: the pages up to its copyright page, the contents listing, and
 * the dedication or epigraph between the two.
 */
export function bookFrontMatter(
  units: readonly { kind: string; text: string; words: number; paragraph: number; level?: number }[],
): Array<{ from: number; to: number }> {
  const end = bookFrontMatterEnd(units);
  const contents = contentsListing(units);
  // A listing set with dot leaders may not be found entry by entry; its title still ends the cover.
  const title = contentsTitle(units);
  if (end === 0 && title > 0 && isDocumentControl(units.slice(0, title)))
    return [{ from: 0, to: contents?.to ?? title }];
  if (!contents) return end > 0 ? [{ from: 0, to: end }] : [];
  if (end > 0 && contents.from >= end && contents.from - end <= MAX_BETWEEN_UNITS)
    return [{ from: 0, to: contents.to }];
  if (end === 0 && isTitlePage(units.slice(0, contents.from))) return [{ from: 0, to: contents.to }];
  return end > 0 ? [{ from: 0, to: end }, contents] : [contents];
}

/** A document-control block's title: the versions a specification, manual or report went through. */
const REVISION_HISTORY_TITLE =
  /^(?:revision history|revisions|document history|version history|change history|change log|changelog|record of (?:changes|revisions|amendments)|amendment record|document control|historique des (?:révisions|modifications|versions)|historique du document|suivi des (?:modifications|versions)|änderungshistorie|änderungsverzeichnis|versionshistorie|dokumenthistorie|historial de (?:revisiones|cambios|versiones)|control de cambios|histórico de (?:revisões|alterações|versões)|storico delle revisioni|cronologia delle revisioni|revisiegeschiedenis|versiegeschiedenis|wijzigingsoverzicht|historia zmian|история изменений|лист регистрации изменений)\s*:?$/iu;

/**
 * Whether what stands before a contents listing is a specification's cover and document control: a
 * revision history (date, version, "First draft for discussion …") under its title, with the cover's
 * agency, contact and copyright lines, all within a page or two. A data model's summary opened with
 * its contact line and seven of its drafts.
 */
function isDocumentControl(units: readonly { text: string; words: number }[]): boolean {
  const words = units.reduce((n, u) => n + u.words, 0);
  return words <= MAX_FRONT_MATTER_WORDS && units.some((u) => REVISION_HISTORY_TITLE.test(u.text.trim()));
}

/** A title page's lines are short: the body, the title, a city and a year ("Москва,", "2002 год"). */
const MAX_TITLE_LINE_WORDS = 12;
const MAX_TITLE_PAGE_WORDS = 150;
/** Fewer lines are the document's title, which stays ("Annual report of the Arden Water Board"). */
const MIN_TITLE_PAGE_LINES = 3;
/** A sentence of text (four words or more) ends a word in small letters with its stop; "проф. Буренин В.А." and "2002г." are none. */
const SENTENCE_END = /\p{Ll}[.!?]["'”’»)]*$/u;

/**
 * Whether what stands before a contents listing is a title page: short lines and no sentence of text
 * ("МИНИСТЕРСТВО …", "УТВЕРЖДАЮ", "ПОЛОЖЕНИЕ", "о порядке подготовки и защиты", "исследовательского
 * проекта (дипломной работы)", "Москва,"). A regulation's summary took "исследовательского проекта
 * (дипломной работы)", a third of its wrapped title, for its first point.
 */
function isTitlePage(units: readonly { text: string; words: number }[]): boolean {
  let words = 0;
  for (const u of units) {
    if (u.words > MAX_TITLE_LINE_WORDS || (u.words >= 4 && SENTENCE_END.test(u.text))) return false;
    words += u.words;
  }
  return units.length >= MIN_TITLE_PAGE_LINES && words <= MAX_TITLE_PAGE_WORDS;
}

/** The word that opens a paper's abstract, in the languages we serve ("Abstract.", "Résumé.", "摘要"). */
const ABSTRACT =
  /^(?:abstract|résumé|zusammenfassung|resumen|riassunto|resumo|samenvatting|streszczenie|abstrakt|аннотация|анотація|özet|摘要|要旨|초록)(?:[\s.:—–-]|$)/iu;
/** "Keywords: …", "Index Terms—…": a paper's indexing line. */
const KEYWORDS =
  /^(?:keywords|key words|index terms|mots[- ]clés|schlüsselwörter|stichwörter|palabras clave|parole chiave|palavras-chave|ключевые слова|anahtar kelimeler|关键词|关键字|キーワード|주제어)\s*[:：.—–-]/iu;
/**
 * The same lines as a PDF sets them, the label in bold and no colon: "Keywords JavaScript, …",
 * "Categories and Subject Descriptors D.3.4 […]", "General Terms Design, …", "CCS Concepts • …".
 */
const INDEXING_LINE =
  /^(?:Keywords|Key Words|Index Terms|Categories and Subject Descriptors|General Terms|CCS Concepts|ACM Reference Format)\s+[\p{Lu}\d•]/u;
/** Front matter is a few lines: the title, authors, affiliations. */
const MAX_FRONT_UNITS = 8;
const MAX_FRONT_WORDS = 150;
/** Names with affiliation marks, or an address: not a title. */
const NOT_A_TITLE = /[,@∗*†‡]/u;

/**
 * A paper's front matter: the authors and affiliations between its title and its abstract, and its
 * keywords line. Returns the indices of those units (the title, a first unit without names or
 * addresses, stays).
 */
export function paperFrontMatter(units: readonly { kind: string; text: string; words: number }[]): number[] {
  const out: number[] = [];
  let words = 0;
  for (let i = 0; i < Math.min(units.length, MAX_FRONT_UNITS + 1); i++) {
    const u = units[i]!;
    if (ABSTRACT.test(u.text)) {
      for (let k = 0; k < i; k++) {
        if (units[k]!.kind === 'heading' || (k === 0 && !NOT_A_TITLE.test(units[k]!.text))) continue;
        out.push(k);
      }
      break;
    }
    words += u.words;
    if (words > MAX_FRONT_WORDS) break;
  }
  const scanned = Math.min(units.length, 60);
  for (let i = 0; i < scanned; i++) {
    const text = units[i]!.text;
    if (KEYWORDS.test(text) || INDEXING_LINE.test(text)) out.push(i);
  }
  return out;
}

/** A publisher's notice box is a few lines; a long paragraph that quotes one is prose. */
const MAX_NOTICE_BOX_WORDS = 150;

/**
 * A job posting's equal-opportunity statement: "Acme is an equal opportunity employer.", "We do not
 * discriminate on the basis of …", "Wir freuen uns über Bewerbungen unabhängig von Geschlecht …". A news
 * report names the commission ("the Equal Employment Opportunity Commission"), not the employer's pledge.
 */
/** A plain test first: every unit of a document is looked at, and few hold any of these words. */
const mayPledge = (text: string) =>
  text.includes('pportunit') || text.includes('iscriminat') || text.includes('nabhängig');
const EQUAL_OPPORTUNITY =
  /\b(?:is an? (?:proud )?equal (?:employment )?opportunit(?:y|ies) employer|we do not discriminate (?:on the basis|based) o[nf]|bewerbungen [^.]{0,60}unabhängig von (?:geschlecht|alter|herkunft|nationalität))/iu;

/**
 * Paragraphs holding a notice: a paper's publisher notice, the box on its first page, whose conference
 * and price lines ("PLDI’09, June 15–20, 2009, Dublin, Ireland.") go with it; a job posting's
 * equal-opportunity statement, with the welcome that goes with it.
 */
export function noticeParagraphs(
  units: readonly { text: string; words: number; paragraph: number }[],
): Set<number> {
  const words = new Map<number, number>();
  const found = new Set<number>();
  for (const u of units) {
    words.set(u.paragraph, (words.get(u.paragraph) ?? 0) + u.words);
    if (isPublisherNotice(u.text) || (mayPledge(u.text) && EQUAL_OPPORTUNITY.test(u.text)))
      found.add(u.paragraph);
  }
  for (const p of found) if (words.get(p)! > MAX_NOTICE_BOX_WORDS) found.delete(p);
  return found;
}
