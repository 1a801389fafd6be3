import { describe, expect, it } from 'vitest';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

/**
 * News pages and posts in other languages and scripts, copied from the browser: the stamp of a date
 * under the headline and the links that end the page are left out (articlePage.ts).
 */

function kept(text: string, language: string): string[] {
  const { units } = segmentDocument(text, { language });
  const furniture = furnitureOf(units);
  return units.filter((_, i) => !furniture[i]).map((u) => u.text);
}

describe('a page in another language', () => {
  it('in Arabic leaves out the place and date under the headline and what to read next', () => {
    const page = [
      'اقتصاد',
      '',
      'البنك المركزي يبقي أسعار الفائدة دون تغيير للمرة الثالثة على التوالي',
      '',
      'القاهرة - 20 نوفمبر 2026',
      '',
      'قرر البنك المركزي الإبقاء على أسعار الفائدة الأساسية دون تغيير في اجتماعه الدوري يوم الخميس.',
      '',
      'وقال البنك في بيان إن لجنة السياسة النقدية قررت تثبيت سعر عائد الإيداع عند 21.25 بالمئة.',
      '',
      'اقرأ أيضا:',
      'الحكومة تعلن خطة لخفض الدين العام',
    ].join('\n');
    expect(kept(page, 'ar')).toEqual([
      'البنك المركزي يبقي أسعار الفائدة دون تغيير للمرة الثالثة على التوالي',
      'قرر البنك المركزي الإبقاء على أسعار الفائدة الأساسية دون تغيير في اجتماعه الدوري يوم الخميس.',
      'وقال البنك في بيان إن لجنة السياسة النقدية قررت تثبيت سعر عائد الإيداع عند 21.25 بالمئة.',
    ]);
  });

  it('in Arabic leaves out an opinion piece’s byline, which has no capital to tell the name by', () => {
    const piece = [
      'لماذا يجب أن نعيد التفكير في ساعات الدوام المدرسي',
      '',
      'بقلم: سارة الخطيب',
      '',
      'في كل صباح، يستيقظ ملايين الطلاب في العالم العربي قبل السادسة للحاق بالحافلة المدرسية.',
    ].join('\n');
    expect(kept(piece, 'ar')).toEqual([
      'لماذا يجب أن نعيد التفكير في ساعات الدوام المدرسي',
      'في كل صباح، يستيقظ ملايين الطلاب في العالم العربي قبل السادسة للحاق بالحافلة المدرسية.',
    ]);
  });

  it('in Japanese leaves out the date and section under the title', () => {
    const post = [
      'リモートワークで集中力を保つための習慣',
      '',
      '2026年11月18日 ・ 仕事術',
      '',
      'フルリモートで働き始めてから3年が経ちました。今回は、集中力を保つための習慣を紹介します。',
    ].join('\n');
    expect(kept(post, 'ja')).not.toContain('2026年11月18日 ・ 仕事術');
  });

  it('in Spanish leaves out the links under "Más información" and the tags under "Archivado en"', () => {
    const page = [
      'El Gobierno aprueba un plan para rehabilitar viviendas vacías',
      '',
      'El Consejo de Ministros aprobó este martes un plan de 3.000 millones de euros.',
      '',
      'Las ayudas cubrirán hasta el 60% del coste de las obras.',
      '',
      'Más información',
      'El precio del alquiler marca un nuevo récord en octubre',
    ].join('\n');
    expect(kept(page, 'es')).not.toContain('El precio del alquiler marca un nuevo récord en octubre');
    const tagged = page
      .replace('Más información', 'Archivado en')
      .replace(/El precio.*$/u, 'Vivienda · Alquiler');
    expect(kept(tagged, 'es')).not.toContain('Vivienda · Alquiler');
  });

  it('in Hindi leaves out the place and date under the headline, months written with vowel signs', () => {
    const page = [
      'दिल्ली में वायु प्रदूषण पर सख्ती, निर्माण कार्यों पर फिर से रोक',
      '',
      'नई दिल्ली, 25 नवंबर 2026',
      '',
      'दिल्ली सरकार ने बढ़ते वायु प्रदूषण को देखते हुए राजधानी में सभी निर्माण कार्यों पर तुरंत रोक लगा दी है।',
    ].join('\n');
    expect(kept(page, 'hi')).not.toContain('नई दिल्ली, 25 नवंबर 2026');
  });

  it("in French has the headline under a press release's mark and dateline for its title", () => {
    const release = [
      'COMMUNIQUÉ DE PRESSE',
      '',
      'Lyon, le 24 novembre 2026',
      '',
      'Véloria lève 18 millions d’euros pour déployer ses vélos cargo dans dix villes',
      '',
      'La start-up lyonnaise Véloria annonce une levée de fonds de 18 millions d’euros menée par le fonds Horizon Mobilité.',
    ].join('\n');
    const { units } = segmentDocument(release, { language: 'fr' });
    expect(units.find((u) => u.kind === 'heading')?.text).toBe(
      'Véloria lève 18 millions d’euros pour déployer ses vélos cargo dans dix villes',
    );
  });

  it('keeps a dated title, and a date that stands further into the text', () => {
    const report = [
      'Weekly report – 3 March 2026',
      '',
      'The bridge reopened to cars on Monday after four months of repairs.',
      '',
      'Lorries wait until the new deck is tested.',
      '',
      'Depot, 5 March 2026',
      '',
      'The depot moves to the new site next week.',
    ].join('\n');
    const text = kept(report, 'en');
    expect(text).toContain('Weekly report – 3 March 2026');
    expect(text).toContain('Depot, 5 March 2026');
  });
});
