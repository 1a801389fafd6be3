import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { furnitureOf, isPageFurniture } from './furniture.ts';
import { splitSentences } from './sentences.ts';
import { segmentDocument } from './units.ts';

describe('page furniture', () => {
  it('knows a printed page’s label and the running header it ends, as text copied from a PDF keeps them, and a post’s hashtags', () => {
    expect(isPageFurniture('Annual Report 2025                            Page 3', 4)).toBe(true);
    expect(isPageFurniture('Page 3 of 12', 4)).toBe(true);
    expect(isPageFurniture('Seite 7', 2)).toBe(true);
    // A post's closing hashtags label it for a feed.
    expect(isPageFurniture('#AI #productivity #startups', 3)).toBe(true);
    expect(isPageFurniture('#1 in the charts for six weeks', 7)).toBe(false);
    expect(isPageFurniture('Turn to page 3 for the figures.', 7)).toBe(false);
    const copied =
      'Annual Report 2025                            Page 3\n\nRevenue grew by 18 per cent to €2.4 billion.';
    const { units } = segmentDocument(copied, { language: 'en' });
    // Not the document's title either.
    expect(units.map((u) => [u.kind, furnitureOf(units)[units.indexOf(u)]])).toEqual([
      ['sentence', 1],
      ['sentence', 0],
    ]);
  });

  it('knows pointers to other articles, paywall notes and photo credits in several languages', () => {
    expect(isPageFurniture('Lire aussi Manifestations et arrestations au Soudan', 7)).toBe(true);
    expect(isPageFurniture('Read more about the referendum', 5)).toBe(true);
    expect(isPageFurniture('Advertisement', 1)).toBe(true);
    expect(isPageFurniture('Advertisements may be shown to users of the free plan.', 10)).toBe(false);
    expect(isPageFurniture('Share this article', 3)).toBe(true);
    expect(isPageFurniture('Not to be confused with Wave power.', 6)).toBe(true);
    expect(isPageFurniture('Main article: Domestic duck', 4)).toBe(true);
    expect(isPageFurniture('From Wikipedia, the free encyclopedia', 5)).toBe(true);
    expect(isPageFurniture('Jump to navigation', 3)).toBe(true);
    expect(isPageFurniture('Baca juga: Banjir melanda Jakarta', 5)).toBe(true);
    expect(isPageFurniture('Читайте также: Новости дня', 4)).toBe(true);
    expect(isPageFurniture('Foto: D. GAGO | Vídeo: ATLAS', 5)).toBe(true);
    expect(isPageFurniture('(Foto: Yves/Reuters)', 2)).toBe(true);
    expect(isPageFurniture('Eine Szene aus dem Film Bandersnatch. (Foto: Netflix)', 8)).toBe(true);
    const described =
      '« Ils ne sont ni violents, ni séditieux » (Photo: sur le camp de base des gilets jaunes au Magny, le long de la Route Centre Europe Atlantique, le 18 décembre).';
    expect(isPageFurniture(described, 30)).toBe(true);
    expect(
      isPageFurniture('The team posed for a photo: all eleven of them, on the steps of the town hall.', 16),
    ).toBe(false);
  });

  it('knows a table of contents written as a table, with its title and part labels, a form’s unticked option and a code listing', () => {
    const filing = [
      '☐ | TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934',
      '',
      'v0 := ld state | // load primes from the trace activation record',
      'st sp, v0 | // store primes to the interpreter stack',
      '',
      'The company designs and sells industrial pumps to water utilities in twelve countries.',
      '',
      'TABLE OF CONTENTS',
      '',
      'PART I',
      'Item 1. |  | Business |  | 4',
      'Item 1A. |  | Risk Factors |  | 9',
      'Item 2. |  | Properties |  | 9',
      'PART II',
      'Item 5. |  | Market for Registrant’s Common Equity |  | 10',
      '',
      'Name | Role | Age',
      'Ana Lopez | Head of Sales | 34',
      'Ben Ode | Chief Financial Officer | 35',
      'Cy Tan | Plant Manager | 40',
      'Di Roy | Head of Quality | 41',
      '',
      'Year | Units | Revenue',
      '2021 | 120 | 14',
      '2022 | 150 | 18',
      '2023 | 170 | 21',
      '2024 | 160 | 20',
    ].join('\n');
    const { units } = segmentDocument(filing, { language: 'en' });
    const marked = [...furnitureOf(units)];
    expect(units.filter((_, i) => !marked[i]).map((u) => u.text)).toEqual([
      'The company designs and sells industrial pumps to water utilities in twelve countries.',
      'Name | Role | Age',
      'Ana Lopez | Head of Sales | 34',
      'Ben Ode | Chief Financial Officer | 35',
      'Cy Tan | Plant Manager | 40',
      'Di Roy | Head of Quality | 41',
      'Year | Units | Revenue',
      '2021 | 120 | 14',
      '2022 | 150 | 18',
      '2023 | 170 | 21',
      '2024 | 160 | 20',
    ]);
  });

  it('leaves a table’s rows alone, figures included', () => {
    const { units } = segmentDocument('Year | Sales | Growth\n2019 | 12.0 | 3.1\n2020 | 14.5 | 20.8', {
      language: 'en',
    });
    expect(units.map((u) => u.kind)).toEqual(['row', 'row', 'row']);
    expect([...furnitureOf(units)]).toEqual([0, 0, 0]);
  });

  it('knows page numbers, figure captions, contents entries, rights notices and authors’ address blocks', () => {
    expect(isPageFurniture('13', 1)).toBe(true);
    expect(isPageFurniture('$ npx gulp server', 3)).toBe(true);
    expect(isPageFurniture('>>> import summer', 2)).toBe(true);
    expect(isPageFurniture('$5 million was raised in the round.', 6)).toBe(false);
    expect(isPageFurniture('FIG. 1 – Les dimensions de notre exemple jouet', 7)).toBe(true);
    expect(isPageFurniture('Table 2: Accuracy of each model on the test set.', 9)).toBe(true);
    expect(isPageFurniture('Table 2 shows that accuracy rose on the test set.', 10)).toBe(false);
    expect(isPageFurniture('* * *', 0)).toBe(true);
    // A telephone number has no letter either, but says something.
    expect(isPageFurniture('(702) 939-3254', 2)).toBe(false);
    expect(isPageFurniture('+33 1 23 45 67 89', 6)).toBe(false);
    expect(isPageFurniture('12 – 14', 2)).toBe(true);
    // A form's line whose blanks were left empty.
    expect(isPageFurniture('For the transition period from to', 6)).toBe(true);
    expect(isPageFurniture("1 | période du | au | classe d'impôt et taux", 9)).toBe(true);
    expect(isPageFurniture('For the transition period from July 1 to December 31', 10)).toBe(false);
    expect(isPageFurniture('Prices rose from today to Friday.', 6)).toBe(false);
    expect(isPageFurniture('2.1 Topologische Mannigfaltigkeiten . . . . . . . . . . 24', 6)).toBe(true);
    expect(isPageFurniture('Copyright © Lawrence Lessig, 2004 All rights reserved', 7)).toBe(true);
    expect(isPageFurniture('© 2023 Le Monde. Tous droits réservés.', 6)).toBe(true);
    expect(isPageFurniture('Mozilla Corporation {gal,brendan}@mozilla.com Intel Corporation', 6)).toBe(true);
    expect(isPageFurniture('Jane Doe jane@uni.edu, John Roe john@uni.edu', 6)).toBe(true);
    expect(isPageFurniture('Send your application to jobs@example.com before Friday.', 8)).toBe(false);
    expect(isPageFurniture('Copyright protects expression, not ideas, the court held.', 9)).toBe(false);
    const reservation =
      'Without limiting the rights under copyright reserved above, no part of this publication may be ' +
      'reproduced, stored in or introduced into a retrieval system, or transmitted, in any form or by any ' +
      'means (electronic, mechanical, photocopying, recording or otherwise), without the prior written ' +
      'permission of both the copyright owner and the above publisher of this book.';
    expect(isPageFurniture(reservation, 60)).toBe(true);
    expect(isPageFurniture('Library of Congress Cataloging-in-Publication Data', 5)).toBe(true);
    expect(isPageFurniture('This book is printed on acid-free paper.', 7)).toBe(true);
    const contents =
      '“PIRACY” 15 CHAPTER ONE: Creators 21 CHAPTER TWO: “Mere Copyists” 31 CHAPTER THREE: Catalogs 48';
    expect(isPageFurniture(contents, 14)).toBe(true);
    expect(isPageFurniture('Глава 1 Начало 5 Глава 2 Дорога 17 Глава 3 Дом 29', 12)).toBe(true);
    const prose = 'Chapter 3 builds on chapter 2, and chapter 4 compares 12 methods on 5 data sets.';
    expect(isPageFurniture(prose, 16)).toBe(false);
  });

  it('knows the labels of a form or statute on lines of their own, wholly in brackets', () => {
    const statute = [
      'CHAPTER ONE',
      '(Name, nature, seat and purpose)',
      'The association is called the Golf Industry Council (GIC) and lasts for an indefinite time.',
      'It has no profit motive. (It may hold property.)',
      '(Exact name of registrant as specified in its charter)',
    ].join('\n\n');
    const { units } = segmentDocument(statute, { language: 'en' });
    const marked = [...furnitureOf(units)];
    expect(units.filter((_, i) => marked[i]).map((u) => u.text)).toEqual([
      '(Name, nature, seat and purpose)',
      '(Exact name of registrant as specified in its charter)',
    ]);
  });

  it('knows a code listing flattened into a paragraph by its line comments, not a sentence with addresses', () => {
    const listing = 'v0 := ld state // load primes from the record st sp, v0 // store primes to the stack';
    expect(isPageFurniture(listing, 17)).toBe(true);
    const cited = 'See https://example.org/a and https://example.org/b // for the two data sets used here.';
    expect(isPageFurniture(cited, 12)).toBe(false);
  });

  it('knows a text layer that lost its font’s mapping, but not a formula', () => {
    expect(isPageFurniture('/012#3%4%56# &-.789:;#3%4,56# &-.9<=>9</2#3$4%56# <//2??.1@A<9=.', 9)).toBe(true);
    expect(isPageFurniture('Un = (1/n, 1 − 1/n) ⇒ ⋃ Un = (0, 1)', 12)).toBe(false);
    expect(isPageFurniture('d(x, y) > 0 ⇒ ∃ε > 0 : Bε(x) ∩ Bε(y) = ∅', 14)).toBe(false);
    expect(isPageFurniture('TX := { U ⊆ X ∣ π−1(U) ∈ TX }', 9)).toBe(false);
  });

  it('knows the identifier arXiv stamps on a preprint, but not a sentence that cites one', () => {
    expect(isPageFurniture('arXiv:2103.15348v2 [cs.CV] 21 Jun 2021', 6)).toBe(true);
    expect(isPageFurniture('arXiv:hep-th/9901001v1 4 Jan 1999', 4)).toBe(true);
    expect(isPageFurniture('The data set is described in arXiv:2103.15348v2 [cs.CV] 21 Jun 2021.', 12)).toBe(
      false,
    );
  });

  it('knows a social-media post embedded in a page, but not a report that quotes one', () => {
    expect(
      isPageFurniture('⚽ #TOTLIV (0-1) 💫 📺 #RMCSport1 @BFMTV 2’ : ET C’EST TRANSFORMÉ PAR SALAH !!!', 12),
    ).toBe(true);
    const quoted =
      "Actor Isaiah Washington tweeted: 'Okay, watching the #WalterScott video was horrible' and @SBS replied.";
    expect(isPageFurniture(quoted, 15)).toBe(false);
    expect(isPageFurniture('Write to support@example.com with #help in the subject 🙂', 9)).toBe(false);
  });

  it('knows a subtitle site’s note at the start of a film’s subtitles', () => {
    expect(
      isPageFurniture('Downloaded From www.AllSubs.org CE FILM RELATE DES ÉVÉNEMENTS QUI ONT EXISTÉ.', 11),
    ).toBe(true);
    expect(isPageFurniture('Sync and corrections by n17t01', 5)).toBe(true);
    expect(isPageFurniture('Downloads of the app doubled after the update.', 8)).toBe(false);
  });

  it('keeps the article’s own sentences, even one a flattened page ran a pointer into', () => {
    expect(isPageFurniture('Read the contract before you sign it.', 7)).toBe(false);
    expect(isPageFurniture('The photographer said the photo: was taken at dawn.', 9)).toBe(false);
    const runOn =
      'Article réservé à nos abonnés Lire aussi « Les définitions sont plurielles » Plusieurs de ces ' +
      'manifestants arboraient une kippa, alors que le port de cette calotte est l’objet d’un âpre débat.';
    expect(isPageFurniture(runOn, 30)).toBe(false);
  });

  it('ends a caption’s credit when the next sentence follows with no break', () => {
    const text =
      'Ein Besucher beim Kongress in Barcelona. (Foto: Yves/Reuters) Facebook ist kostenlos, sagt er.';
    expect(splitSentences(text, { language: 'de' })).toEqual([
      'Ein Besucher beim Kongress in Barcelona.',
      '(Foto: Yves/Reuters)',
      'Facebook ist kostenlos, sagt er.',
    ]);
    // Only a capital starts the next sentence.
    expect(splitSentences('Er zeigt das Bild (Foto: privat) und lacht.', { language: 'de' })).toHaveLength(1);
  });

  it('knows a caption by the photographer’s credit after it', () => {
    const text =
      'Le défenseur Virgil van Dijk célèbre la victoire. CARL RECINE / REUTERS Liverpool a remporté la ' +
      'Ligue des champions samedi soir à Madrid. Serge Picard / Agence VU a photographié la finale.';
    const { units } = segmentDocument(text, { language: 'fr' });
    expect(units.map((u) => u.text)).toEqual([
      'Le défenseur Virgil van Dijk célèbre la victoire.',
      'CARL RECINE / REUTERS',
      'Liverpool a remporté la Ligue des champions samedi soir à Madrid.',
      // Without a sentence after it in the passage, a credit-like opening stays with its text.
      'Serge Picard / Agence VU a photographié la finale.',
    ]);
    expect([...furnitureOf(units)]).toEqual([1, 1, 0, 0]);
  });

  it('knows an encyclopedia’s notes on what a page is not about, and breadcrumb trails', () => {
    expect(isPageFurniture('For duck as a food, see Duck as food.', 8)).toBe(true);
    expect(isPageFurniture('"Duckling" redirects here.', 3)).toBe(true);
    expect(isPageFurniture('For most species, see the table below: ducks migrate in autumn.', 11)).toBe(true);
    expect(isPageFurniture('For decades ducks have been kept on farms.', 8)).toBe(false);
    expect(isPageFurniture('IBM Systems  > Workstations  > IntelliStation POWER  > Hardware  >', 7)).toBe(
      true,
    );
    expect(isPageFurniture('Home › News › Sport', 3)).toBe(true);
    expect(isPageFurniture('Japanese steel grading -> SNB Grades -> SNB22-3', 6)).toBe(true);
    expect(isPageFurniture('Profits rose when x > 3 and fell when y > 4.', 10)).toBe(false);
    expect(isPageFurniture('The cost went from 3 -> 4 and then 4 -> 5 in a year.', 12)).toBe(false);
  });

  it('leaves a paper’s authors, affiliations and keywords out, and keeps its title and abstract', () => {
    const text = [
      'Trace-based Type Specialization for Dynamic Languages',
      'Andreas Gal∗, Brendan Eich∗, Mike Shaver∗',
      '∗Mozilla Corporation, Mountain View {gal,brendan,shaver}@mozilla.com',
      'Abstract. Dynamic languages are hard to compile. We present a tracing compiler.',
      'Keywords: compilers, tracing, JavaScript',
      '1 Introduction Compilers for typed languages rely on type information.',
    ].join('\n\n');
    const { units } = segmentDocument(text, { language: 'en' });
    const marked = [...furnitureOf(units)];
    const kept = units.filter((_, i) => !marked[i]).map((u) => u.text);
    expect(kept[0]).toBe('Trace-based Type Specialization for Dynamic Languages');
    expect(kept.join(' ')).toContain('We present a tracing compiler.');
    expect(kept.join(' ')).not.toMatch(/Gal∗|Mozilla|Keywords/);
    // A Chinese paper's label takes the full-width colon.
    const chinese = [
      '城市道路裂缝检测',
      '摘要：本文提出一种道路裂缝自动检测方法。',
      '关键词：道路裂缝；深度学习',
      '1 引言',
      '道路养护的工作量逐年上升。',
    ].join('\n\n');
    const zh = segmentDocument(chinese, { language: 'zh' }).units;
    const zhMarked = furnitureOf(zh);
    expect(zh.filter((_, i) => zhMarked[i]).map((u) => u.text)).toEqual(['关键词：道路裂缝；深度学习']);
  });

  it('leaves an e-book distributor’s licence header and footer out', () => {
    const text = [
      'The Project Gutenberg EBook of Ducks, by A. Writer',
      'This eBook is for the use of anyone anywhere at no cost and with almost no restrictions whatsoever.',
      '*** START OF THIS PROJECT GUTENBERG EBOOK DUCKS ***',
      'Ducks are aquatic birds. They live near water. They eat plants. They fly south in autumn.',
      '*** END OF THIS PROJECT GUTENBERG EBOOK DUCKS ***',
      'Updated editions will replace the previous one.',
    ].join('\n\n');
    const { units } = segmentDocument(text, { language: 'en' });
    const marked = [...furnitureOf(units)];
    expect(units.filter((_, i) => !marked[i]).map((u) => u.text)).toEqual([
      'Ducks are aquatic birds.',
      'They live near water.',
      'They eat plants.',
      'They fly south in autumn.',
    ]);
    // Several texts pasted together: a marker in the middle cuts nothing.
    const stories = Array.from({ length: 6 }, (_, k) => `Story ${k + 1} tells of a duck on a long journey.`);
    stories.splice(3, 0, "End of Project Gutenberg's Ducks, by A. Writer");
    const pasted = segmentDocument(stories.join('\n\n'), { language: 'en' }).units;
    expect([...furnitureOf(pasted)].filter((f) => f === 1)).toHaveLength(0);
  });

  it('knows a book’s index flattened by its PDF, and an e-text’s production credits', () => {
    const index =
      'Anello, Douglas, 60 animated cartoons, 21–24 antiretroviral drugs, 257–61 Apple Corporation, 203, 264, 302 architecture, constraint effected through, 122, 123, 124, 318n archive.org, 112';
    expect(isPageFurniture(index, 26)).toBe(true);
    // Prose that lists ages or years keeps its place.
    expect(
      isPageFurniture(
        'He practises on his four children - liam, 20, alex, 18, cameron, 16, and the youngest.',
        16,
      ),
    ).toBe(false);
    expect(
      isPageFurniture(
        'Produced by Greg Weeks, Mary Meehan and the Online Distributed Proofreading Team at http://www.pgdp.net Raiders of the Second Moon',
        21,
      ),
    ).toBe(true);
    expect(
      isPageFurniture("[Transcriber's Note: This etext was produced from Planet Stories Summer 1945.", 12),
    ).toBe(true);
    expect(isPageFurniture('Produced by the studio in 1999, the film won three awards.', 11)).toBe(false);
    // Lines of nothing but addresses; a sentence that gives one is the document's own.
    expect(isPageFurniture('http://askat.da.ru http://best.wine.jump.ru http://bestwine.ussr.to', 9)).toBe(
      true,
    );
    expect(isPageFurniture('e-mail: wine@ok.ru', 3)).toBe(true);
    expect(isPageFurniture('<http://free-culture.org/get-it>', 4)).toBe(true);
    expect(isPageFurniture('Please link back to my blog at http://www.coldfusionjedi.com.', 9)).toBe(false);
    // Cut into pieces, an index paragraph is left out whole, the piece with fewest page numbers too.
    const book = [
      'The book argues that culture is built on what came before. Creators borrow, and the law decides what they may take.',
      `${index} artists: publicity rights on images of, 317n recording industry payments to, 52, 58–59, 74, 195, 196–97 retrospective compilations on the many records of the artists who recorded for the large labels in the years after the war`,
    ].join('\n\n');
    const { units } = segmentDocument(book, { language: 'en' });
    const marked = [...furnitureOf(units)];
    expect(units.filter((_, i) => !marked[i]).map((u) => u.text)).toEqual([
      'The book argues that culture is built on what came before.',
      'Creators borrow, and the law decides what they may take.',
    ]);
  });

  it('leaves out a form’s questions with their tick boxes, and keeps a question answered in words', () => {
    const text = [
      'The company designs casino table games and licenses them to casinos.',
      'Indicate by check mark whether the registrant is a shell company. Yes ☐ No ☑',
      'Indicate by check mark whether the registrant is a large accelerated filer. See the definitions in Rule 12b-2.',
      'Large accelerated filer ☐ Smaller reporting company ☑',
      'Indicate the number of shares outstanding: 23,718,968 common shares as of March 28, 2022.',
    ].join('\n\n');
    const all = segmentDocument(text, { language: 'en' }).units;
    const furniture = furnitureOf(all);
    const kept = all.filter((_, i) => !furniture[i]).map((u) => u.text);
    expect(kept).toEqual([
      'The company designs casino table games and licenses them to casinos.',
      'Indicate the number of shares outstanding: 23,718,968 common shares as of March 28, 2022.',
    ]);
  });

  it('is left out of summaries', () => {
    const article = [
      'Une vingtaine de partis ont appelé mardi à un changement de régime au Soudan.',
      'Ils réclament le départ du président, au pouvoir depuis trente ans.',
      'Lire aussi Manifestations au Soudan',
      'Les manifestations ont gagné plusieurs villes après une hausse du prix du pain.',
      'Au moins dix-neuf personnes ont été tuées selon un bilan officiel.',
      'Lire aussi Le président soudanais promet une enquête',
    ].join('\n\n');
    for (const level of [1, 3, 5] as const) {
      const summary = summarize(article, { level, language: 'fr' });
      expect(summary.sentences.length).toBeGreaterThan(0);
      expect(summary.markdown).not.toMatch(/Lire aussi/);
    }
    // A document that is nothing but furniture still gets a summary.
    expect(
      summarize('Lire aussi Manifestations au Soudan', { level: 1, language: 'fr' }).sentences,
    ).toHaveLength(1);
  });
});
