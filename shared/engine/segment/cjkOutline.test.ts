/**
 * Chinese and Japanese text as people paste it. Before, a company's holiday notice had no parts (its
 * "一、放假时间" titles were lines of text), its level 1 gave the duty roster and "人力资源部", the
 * department that signs it, and sentences were shown with a space after "。" and inside a wrapped line
 * ("…を記述し たものです。").
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { summarize } from '../summarize/summarize.ts';
import { segmentDocument } from './units.ts';

const NOTICE = [
  '关于2027年春节放假安排的通知',
  '',
  '各部门、各位同事：',
  '',
  '根据国务院办公厅关于2027年部分节假日安排的通知，结合公司实际情况，现将2027年春节放假安排通知如下：',
  '',
  '一、放假时间',
  '2027年2月5日（星期五）至2月13日（星期六）放假调休，共9天。2月7日（星期日）、2月20日（星期六）正常上班。',
  '',
  '二、工作安排',
  '1. 各部门应在放假前做好工作交接，确保重要事项有人负责。',
  '2. 客户服务部实行值班制度，值班表请于1月25日前报人力资源部。',
  '3. 放假期间如有紧急情况，请联系值班经理，电话：400-123-4567。',
  '',
  '三、安全提示',
  '请各位同事离开办公室前关闭电脑、空调等电器设备，锁好门窗。外出旅行注意人身和财产安全。',
  '',
  '祝大家春节愉快、阖家幸福！',
  '',
  '人力资源部',
  '2027年1月10日',
].join('\n');

// Set 36 characters to a line, 72 columns, as a fixed-width page wraps it.
const WRAPPED = [
  '東京都は25日、2030年までに都内全域で無料の公衆無線LANを整備する',
  '計画を発表した。総事業費は約300億円で、駅や公園、避難所など約2万カ所',
  'にアクセスポイントを設置する。小池百合子知事は記者会見で「災害時にも情報',
  'が途切れない都市をつくる」と述べた。',
].join('\n');

describe('a Chinese notice', () => {
  it('has its numbered titles as parts, and says its dates first', async () => {
    const { text } = await extract(new TextEncoder().encode(NOTICE), 'notice.txt');
    const brief = summarize(text, { level: 1, language: 'zh' }).markdown;
    expect(brief).toContain('2027年2月5日（星期五）至2月13日（星期六）放假调休，共9天。');
    const parts = summarize(text, { level: 3, language: 'zh' }).markdown.match(/^## .*/gmu);
    expect(parts).toEqual(['## 一、放假时间', '## 二、工作安排', '## 三、安全提示']);
  });

  it('leaves out its salutation, its closing wish and the department that signs it', async () => {
    const { text } = await extract(new TextEncoder().encode(NOTICE), 'notice.txt');
    for (const level of [1, 2, 3, 4, 5] as const)
      expect(summarize(text, { level, language: 'zh' }).markdown).not.toMatch(
        /各部门、各位同事|祝大家|人力资源部\n|2027年1月10日/u,
      );
  });

  it('shows its sentences one after another without a space, as it writes them', async () => {
    const { text } = await extract(new TextEncoder().encode(NOTICE), 'notice.txt');
    expect(summarize(text, { level: 5, language: 'zh' }).markdown).toContain('共9天。2月7日');
  });
});

describe('a Japanese paragraph wrapped at a fixed width', () => {
  it('is cut into its sentences, not at its lines', () => {
    const { units } = segmentDocument(WRAPPED, { language: 'ja' });
    expect(units.map((u) => u.text.replace(/\n/g, ''))).toEqual([
      '東京都は25日、2030年までに都内全域で無料の公衆無線LANを整備する計画を発表した。',
      '総事業費は約300億円で、駅や公園、避難所など約2万カ所にアクセスポイントを設置する。',
      '小池百合子知事は記者会見で「災害時にも情報が途切れない都市をつくる」と述べた。',
    ]);
  });

  it('reads as its sentences, without a space where its lines were broken', () => {
    const { markdown } = summarize(WRAPPED, { level: 5, language: 'ja' });
    expect(markdown).toContain('情報が途切れない都市をつくる」と述べた。');
    expect(markdown).not.toMatch(/。 /u);
  });
});
