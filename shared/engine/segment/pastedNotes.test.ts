import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { summarize } from '../summarize/summarize.ts';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

/** Notes and reports pasted as text, without their styles: parts under plain labels, fields in headers. */

describe('meeting notes pasted without their styles', () => {
  const NOTES = [
    'Weekly Product Sync – Mar 12, 2026',
    'Attendees: Maria Lopez, John Baker, Priya Shah, Tom Weber',
    '',
    'Agenda',
    'Launch timeline',
    'Pricing update',
    'Hiring',
    '',
    'Notes',
    'Launch timeline',
    'The vendor confirmed the display panels will ship on August 14, two weeks late.',
    'We agreed to move the public launch from September 1 to September 15.',
    'Pricing update',
    'The Pro plan goes from $12 to $15 per month for new customers from May 1; existing customers keep their price for a year.',
    'Hiring',
    'Two backend engineers start in April; the designer role is still open.',
    '',
    'Action items',
    '☐ John to inform retailers of the new date by Friday',
    '☐ Priya to update the campaign calendar',
    '☑ Tom to send the pricing FAQ to support',
  ].join('\n');

  it('have their parts’ titles inside a paragraph, after a sentence or under a label', () => {
    const { units } = segmentDocument(NOTES, { language: 'en' });
    expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toEqual([
      'Weekly Product Sync – Mar 12, 2026',
      'Notes',
      'Launch timeline',
      'Pricing update',
      'Hiring',
      'Action items',
    ]);
    // A to-do list's boxes, ticked or not, are one list.
    expect(units.filter((u) => u.kind === 'item').map((u) => u.text)).toEqual([
      'John to inform retailers of the new date by Friday',
      'Priya to update the campaign calendar',
      'Tom to send the pricing FAQ to support',
    ]);
  });

  it('leave their attendees and agenda out, and say their decision first', async () => {
    const { text } = await extract(new TextEncoder().encode(NOTES), 'Pasted text');
    const { units } = segmentDocument(text, { language: 'en' });
    const furniture = furnitureOf(units);
    expect(units.filter((_, i) => furniture[i]).map((u) => u.text)).toEqual([
      'Attendees: Maria Lopez, John Baker, Priya Shah, Tom Weber',
      'Agenda',
      'Launch timeline',
      'Pricing update',
      'Hiring',
    ]);
    expect(summarize(text, { level: 1, language: 'en' }).markdown).toBe(
      '- We agreed to move the public launch from September 1 to September 15.',
    );
  });

  it('leave a short line inside a paragraph that no sentence ends above', () => {
    const verse =
      'The night was long and the road was cold\nand still\nwe walked until the morning came over the hills and the town.';
    expect(segmentDocument(verse, { language: 'en' }).units.some((u) => u.kind === 'heading')).toBe(false);
  });
});

describe('a clinical note pasted as text', () => {
  const NOTE = [
    'DISCHARGE SUMMARY',
    '',
    'Admission Date: 03/02/2026 Discharge Date: 03/06/2026',
    'Attending: Dr. R. Alvarez, Internal Medicine',
    '',
    'Admitting Diagnosis: Community-acquired pneumonia',
    'Discharge Diagnosis: Community-acquired pneumonia, right lower lobe; type 2 diabetes mellitus',
    '',
    'HISTORY OF PRESENT ILLNESS:',
    '67-year-old woman with type 2 diabetes presented with four days of fever, productive cough and shortness of breath.',
    'On arrival she was febrile to 38.9 °C with an oxygen saturation of 89% on room air.',
    'Chest X-ray showed a right lower lobe consolidation.',
  ].join('\n');

  it('has its labels in capitals as parts, without their colons, and its fields as fields, each a line', () => {
    const { units } = segmentDocument(NOTE, { language: 'en' });
    expect(units.map((u) => `${u.kind[0]} ${u.text}`)).toEqual([
      'h DISCHARGE SUMMARY',
      's Admission Date: 03/02/2026 Discharge Date: 03/06/2026',
      's Attending: Dr. R. Alvarez, Internal Medicine',
      's Admitting Diagnosis: Community-acquired pneumonia',
      's Discharge Diagnosis: Community-acquired pneumonia, right lower lobe; type 2 diabetes mellitus',
      'h HISTORY OF PRESENT ILLNESS',
      's 67-year-old woman with type 2 diabetes presented with four days of fever, productive cough and shortness of breath.',
      's On arrival she was febrile to 38.9 °C with an oxygen saturation of 89% on room air.',
      's Chest X-ray showed a right lower lobe consolidation.',
    ]);
  });

  it('in SOAP form has its run-in labels as parts, its fields side by side as fields, and its assessment first', () => {
    const soap = soapNote();
    const { units } = segmentDocument(soap, { language: 'en' });
    expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toEqual([
      'Clinic Visit Note',
      'SUBJECTIVE',
      'OBJECTIVE',
      'ASSESSMENT',
      'PLAN',
    ]);
    const brief = summarize(soap, { level: 1 }).markdown;
    expect(brief).not.toMatch(/Patient:|Provider:/u);
    expect(brief).toContain('Type 2 diabetes, poorly controlled');
  });
});

describe('a course syllabus pasted as text', () => {
  const SYLLABUS = [
    'ECON 214: Behavioral Economics',
    '',
    'Course description',
    'This course examines how people actually make economic decisions, and why they often depart from the predictions of standard models. It ends with applications to public policy.',
    '',
    'Learning objectives',
    'By the end of the course, students will be able to:',
    '- explain the main departures from rational choice documented in experiments;',
    '- design a simple experiment to test a behavioral hypothesis.',
    '',
    'Grading',
    'Problem sets (4): 20%',
    'Midterm exam: 25%',
    'Final exam: 40%',
    '',
    'Schedule',
    'Week 1: Introduction; rational choice and its limits',
    'Week 2: Heuristics and biases',
    'Week 3: Prospect theory',
  ].join('\n');

  it('has its parts titled over their fields and over a lead-in to a list, and each field a line', () => {
    const { units } = segmentDocument(SYLLABUS, { language: 'en' });
    expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toEqual([
      'ECON 214: Behavioral Economics',
      'Course description',
      'Learning objectives',
      'Grading',
      'Schedule',
    ]);
    expect(units.map((u) => u.text)).toContain('Week 2: Heuristics and biases');
  });

  it('shows chosen fields as lines of their own', () => {
    const full = summarize(SYLLABUS, { level: 5 }).markdown;
    expect(full).toMatch(/^- Week 1: Introduction; rational choice and its limits$/mu);
    expect(full).not.toMatch(/limits Week 2/u);
  });
});

describe('a message pasted with its subject line', () => {
  it('has the subject, without its label, for its title', () => {
    const message = [
      'Betreff: Umzug des Rechenzentrums – neuer Termin',
      '',
      'Der Umzug des Rechenzentrums verschiebt sich auf das Wochenende vom 24. auf den 25. Januar.',
    ].join('\n');
    const { units } = segmentDocument(message, { language: 'de' });
    expect(units[0]).toMatchObject({ kind: 'heading', text: 'Umzug des Rechenzentrums – neuer Termin' });
  });
});

function soapNote(): string {
  return [
    'Clinic Visit Note',
    'Patient: J. Moreno   DOB: 03/14/1961   Date of visit: 11/20/2026',
    'Provider: A. Chen, MD',
    '',
    "SUBJECTIVE: 65-year-old man with type 2 diabetes and hypertension presents for follow-up. He reports increased thirst and urination over the past month. He has been taking metformin 1000 mg twice daily but admits to missing evening doses. No chest pain, shortness of breath, or vision changes. Diet has been poor since his wife's surgery in September.",
    '',
    'OBJECTIVE: Blood pressure 148/92, pulse 78, weight 94 kg (up 3 kg since August). Feet without ulcers; monofilament sensation intact. HbA1c 9.1% (previously 7.4% in May). Creatinine 1.0 mg/dL, eGFR 78.',
    '',
    'ASSESSMENT: Type 2 diabetes, poorly controlled, likely due to missed doses and dietary changes. Hypertension above goal.',
    '',
    'PLAN: Add empagliflozin 10 mg daily. Set phone reminders for evening metformin. Increase lisinopril from 10 mg to 20 mg daily. Referral to diabetes educator and dietitian. Repeat HbA1c and basic metabolic panel in 3 months. Return to clinic in 6 weeks for blood pressure check.',
  ].join('\n');
}
