export { detectLanguage, languageName } from './detectLanguage.ts';
