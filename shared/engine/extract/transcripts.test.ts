import { describe, expect, it } from 'vitest';
import { extract } from './index.ts';
import { buildDocx, paragraph } from './testing/buildOffice.ts';

/** Subtitles, meeting transcripts and "Speaker: text" files as turns. */

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('transcripts', () => {
  it('turns WebVTT cues into speaker turns, merging one speaker’s cues and dropping tags and notes', async () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE recorded on Monday',
      '',
      '1',
      '00:00:01.000 --> 00:00:03.000',
      '<v Maria>Let’s <b>start</b> the review.',
      '',
      '2',
      '00:00:03.500 --> 00:00:05.000',
      '<v Maria>Budget first.',
      '',
      '3',
      '00:01:23.000 --> 00:01:25.000 align:start',
      '<v.loud John Smith>Agreed &amp; ready.',
      '',
      '4',
      '00:01:25.000 --> 00:01:27.000',
      '<v John Smith>Agreed &amp; ready.',
    ].join('\n');
    const document = await extract(utf8(vtt), 'meeting.vtt');
    expect(document.format).toBe('vtt');
    expect(document.isTranscript).toBe(true);
    expect(document.text).toBe(
      '[00:00:01] Maria: Let’s start the review. Budget first.\n\n[00:01:23] John Smith: Agreed & ready.',
    );
  });

  it("keeps the voice tag's speaker when what is said has a colon in it", async () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:00:58.800 --> 00:01:05.200',
      "<v Lena Fischer>If the fallback is there, I'm fine with the 3rd.</v>",
      '',
      '00:01:05.600 --> 00:01:16.900',
      '<v Priya Nair>OK, so decision: we ship on March 3rd.</v>',
    ].join('\n');
    const { text } = await extract(utf8(vtt), 'meeting.vtt');
    expect(text.split('\n\n')).toEqual([
      "[00:00:58] Lena Fischer: If the fallback is there, I'm fine with the 3rd.",
      '[00:01:05] Priya Nair: OK, so decision: we ship on March 3rd.',
    ]);
  });

  it('lets a named speaker finish the sentence a subtitle carries into the next cue', async () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:02:10.000 --> 00:02:11.500',
      'Pedro: Lo haré cuando le digas a tu amiga',
      '',
      '00:02:11.600 --> 00:02:13.000',
      'que te vienes conmigo.',
      '',
      '00:02:13.100 --> 00:02:15.000',
      'No se va a ir contigo.',
    ].join('\n');
    const document = await extract(utf8(vtt), 'serie.vtt');
    expect(document.text).toBe(
      '[00:02:10] Pedro: Lo haré cuando le digas a tu amiga que te vienes conmigo.\n\n[00:02:13] No se va a ir contigo.',
    );
  });

  it('ends an unlabelled line without a full stop where the subtitles pause', async () => {
    const srt = [
      '1',
      '00:01:49,389 --> 00:01:53,723',
      'LEADING ANCHOR',
      'The Legend of Ron Burgundy',
      '',
      '2',
      '00:02:00,567 --> 00:02:04,503',
      'Then we went',
      '',
      '3',
      '00:02:04,600 --> 00:02:06,000',
      'down to the harbour.',
      '',
    ].join('\n');
    const document = await extract(utf8(srt), 'film.srt');
    // Seven seconds of nothing after the title card; no pause inside the sentence cut over two cues.
    expect(document.text).toBe(
      '[00:01:49] LEADING ANCHOR The Legend of Ron Burgundy\n\n[00:02:00] Then we went down to the harbour.',
    );
  });

  it('drops a cue in italics that names a sound, and keeps italic speech', async () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:00:01.000 --> 00:00:03.000',
      '<v Roger>No! No no no.',
      '',
      '00:00:03.500 --> 00:00:04.000',
      '<v Neil><i>Laughs</i>',
      '',
      '00:00:05.000 --> 00:00:06.000',
      '<v Alba><i>¡Francisco!</i>',
    ].join('\n');
    const document = await extract(utf8(vtt), 'talk.vtt');
    expect(document.text).toBe('[00:00:01] Roger: No! No no no.\n\n[00:00:05] Alba: ¡Francisco!');
  });

  it('turns SubRip cues into turns, without numbers or styling', async () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,500',
      '<i>ANNA: Good morning.</i>',
      '',
      '2',
      '00:00:02,600 --> 00:00:04,000',
      'BEN: Morning. {\\an8}Coffee?',
      '',
      '3',
      '00:00:04,100 --> 00:00:05,000',
      'BEN: Morning. {\\an8}Coffee?',
      '',
    ].join('\r\n');
    const document = await extract(utf8(srt), 'clip.txt');
    expect(document.format).toBe('srt');
    expect(document.isTranscript).toBe(true);
    expect(document.text).toBe('[00:00:01] ANNA: Good morning.\n\n[00:00:02] BEN: Morning. Coffee?');
  });

  it('recognises a "Speaker: text" transcript in a text file and merges consecutive turns', async () => {
    const text = [
      'Project Manager: Okay, let us begin.',
      'Marketing: I have the survey results.',
      'Marketing: People want a smaller remote.',
      'and it should be cheaper',
      '[00:12:05] Project Manager: Good, noted.',
      'Designer: I can sketch that.',
    ].join('\n');
    const document = await extract(utf8(text), 'meeting.txt');
    expect(document.isTranscript).toBe(true);
    expect(document.format).toBe('txt');
    expect(document.text).toBe(
      [
        'Project Manager: Okay, let us begin.',
        'Marketing: I have the survey results. People want a smaller remote. and it should be cheaper',
        '[00:12:05] Project Manager: Good, noted.',
        'Designer: I can sketch that.',
      ].join('\n\n'),
    );
  });

  it('does not take ordinary prose with a few colons for a transcript', async () => {
    const text = [
      'Note: this memo is internal.',
      'The meeting covered three topics and ended early.',
      'Budget: approved with changes.',
      'Everyone agreed to meet again next week to finish the plan.',
      'Another long sentence without any speaker at all in it.',
    ].join('\n');
    expect((await extract(utf8(text), 'memo.txt')).isTranscript).toBe(false);
    const days = ['San José', 'Arenal', 'Monteverde', 'Manuel Antonio', 'Corcovado', 'Departure'];
    const itinerary = days.flatMap((place, k) => [`Day ${k + 1}: ${place}`, `Day ${k + 1}: breakfast`]);
    expect((await extract(utf8(itinerary.join('\n')), 'trip.txt')).isTranscript).toBe(false);
  });
});

describe('transcripts with speaker headers', () => {
  it('reads "Name  0:03" headers above each turn, as meeting tools export them', async () => {
    const text = [
      'Weekly sync',
      '',
      'Maria Lopez  0:03',
      'Good morning, everyone.',
      'Let us look at the numbers.',
      '',
      'John  1:15',
      'Sales are up this month.',
      '',
      'Maria Lopez  2:40',
      'Great, thanks John.',
    ].join('\n');
    const document = await extract(utf8(text), 'otter.txt');
    expect(document.isTranscript).toBe(true);
    expect(document.text).toBe(
      [
        'Weekly sync',
        '[00:00:03] Maria Lopez: Good morning, everyone. Let us look at the numbers.',
        '[00:01:15] John: Sales are up this month.',
        '[00:02:40] Maria Lopez: Great, thanks John.',
      ].join('\n\n'),
    );
  });

  it('reads a transcript a meeting tool saved as a Word file, and leaves a report with labelled lines prose', async () => {
    const turns = [
      ['Maria Lopez', '0:03', 'Good morning everyone. The display panels ship on August 14.'],
      ['John Baker', '0:21', 'That pushes the launch. Can we still make September 1?'],
      ['Maria Lopez', '0:40', 'No. I propose September 15.'],
      ['Priya Shah', '1:02', 'I will move the campaign dates today.'],
    ];
    const body = [
      paragraph('Launch sync', 'Title'),
      ...turns.flatMap(([name, time, said]) => [paragraph(`${name}   ${time}`), paragraph(said!)]),
    ].join('');
    const document = await extract(buildDocx({ body }), 'Launch sync.docx');
    expect(document.isTranscript).toBe(true);
    expect(document.text).toContain(
      '[00:00:21] John Baker: That pushes the launch. Can we still make September 1?',
    );
    const report = [
      paragraph('Quarterly report', 'Title'),
      paragraph('Revenue grew by 12 percent in the quarter, driven by the enterprise plan.'),
      paragraph('Note: figures are unaudited.'),
      paragraph('Costs rose by 5 percent, mostly from hiring in the support team.'),
      paragraph('Source: finance department.'),
    ].join('');
    expect((await extract(buildDocx({ body: report }), 'report.docx')).isTranscript).toBe(false);
  });

  it('reads a chat copied from a messaging app, its headers giving the time of day ("10:42 AM")', async () => {
    const chat = [
      'Maria Lopez  10:42 AM',
      'The panels ship August 14.',
      'John Baker  10:44 AM',
      'Then we launch on September 15.',
      'Maria Lopez  12:05 PM',
      'Agreed.',
    ].join('\n');
    const document = await extract(utf8(chat), 'chat.txt');
    expect(document.isTranscript).toBe(true);
    expect(document.text).toBe(
      [
        '[10:42:00] Maria Lopez: The panels ship August 14.',
        '[10:44:00] John Baker: Then we launch on September 15.',
        '[12:05:00] Maria Lopez: Agreed.',
      ].join('\n\n'),
    );
  });
});

describe('a chat copied with what the app prints under its messages', () => {
  it('leaves out reactions, their counts, thread replies and "(edited)"', async () => {
    const chat = [
      'Maria Lopez  10:02 AM',
      'The panels ship August 14, two weeks late.',
      ':+1:',
      '3',
      'John Baker  10:04 AM',
      'Then we launch on September 15. (edited)',
      '👍 2 🎉 1',
      '1 reply',
      'Priya Shah  10:07 AM',
      'I will update the campaign calendar today.',
      '4 replies',
      'Last reply 2 days ago',
      'View thread',
    ].join('\n');
    expect((await extract(utf8(chat), 'chat.txt')).text).toBe(
      [
        '[10:02:00] Maria Lopez: The panels ship August 14, two weeks late.',
        '[10:04:00] John Baker: Then we launch on September 15.',
        '[10:07:00] Priya Shah: I will update the campaign calendar today.',
      ].join('\n\n'),
    );
  });

  it('keeps a message that says a number or names a reaction in words', async () => {
    const chat = [
      'Maria Lopez  10:02 AM',
      'How many panels are late?',
      'John Baker  10:04 AM',
      '300 panels',
      'Maria Lopez  10:05 AM',
      'Thumbs up from me, then.',
    ].join('\n');
    expect((await extract(utf8(chat), 'chat.txt')).text).toContain('John Baker: 300 panels');
  });
});

describe('transcripts with a mark between name and time', () => {
  it('reads "Maria Lopez - 0:03" and "John Baker | 0:15" headers, the mark not part of the name', async () => {
    const transcript = [
      'Maria Lopez - 0:03',
      'The panels ship August 14.',
      'John Baker | 0:15',
      'Then we launch on September 15.',
      'Maria Lopez · 0:31',
      'Agreed.',
    ].join('\n');
    const document = await extract(utf8(transcript), 'meeting.txt');
    expect(document.text).toBe(
      [
        '[00:00:03] Maria Lopez: The panels ship August 14.',
        '[00:00:15] John Baker: Then we launch on September 15.',
        '[00:00:31] Maria Lopez: Agreed.',
      ].join('\n\n'),
    );
  });
});

describe('transcripts from a transcription service', () => {
  it('reads "Maria Lopez (00:03):" headers, the colon after the time', async () => {
    const transcript = [
      'Maria Lopez (00:03):',
      'The panels ship August 14.',
      '',
      'John Baker (00:15):',
      'Then we launch on September 15.',
      '',
      'Maria Lopez (00:31):',
      'Agreed.',
    ].join('\n');
    const document = await extract(utf8(transcript), 'interview.txt');
    expect(document.isTranscript).toBe(true);
    expect(document.text).toContain('[00:00:15] John Baker: Then we launch on September 15.');
  });
});

describe('transcripts copied from a video page', () => {
  const captions = [
    '0:00',
    'so today we are going to bake',
    '0:03',
    'sourdough bread at home',
    '0:06',
    '[Music]',
    '0:09',
    'you only need flour water and salt.',
    '0:12',
    'Then you feed the starter',
    '0:15',
    'the night before you bake.',
  ];

  it('reads each caption’s time over its words as subtitles, so no time is left among the words', async () => {
    const document = await extract(utf8(captions.join('\n')), 'video.txt');
    expect(document.isTranscript).toBe(true);
    expect(document.text).toBe(
      '[00:00:00] so today we are going to bake sourdough bread at home you only need flour water and salt. Then you feed the starter the night before you bake.',
    );
  });

  it('reads the time before the words on one line too', async () => {
    const oneLine = [0, 2, 4, 6, 8, 10].map((k) => `${captions[k]} ${captions[k + 1]}`).join('\n');
    const document = await extract(utf8(oneLine), 'video.txt');
    expect(document.text).not.toMatch(/\d:\d\d (?!\])/);
    expect(document.text).toContain('bake sourdough bread');
  });

  it('leaves an agenda, whose times are hours apart, as it is', async () => {
    const agenda = [
      '9:00',
      'Registration',
      '9:30',
      'Keynote',
      '10:30',
      'Coffee',
      '11:00',
      'Panel',
      '12:30',
      'Lunch',
      '14:00',
      'Workshops',
    ];
    const document = await extract(utf8(agenda.join('\n')), 'agenda.txt');
    expect(document.isTranscript).toBe(false);
    expect(document.text).toContain('9:30');
  });
});
