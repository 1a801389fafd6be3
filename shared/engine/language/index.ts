export { detectLanguage, languageName, UNDETERMINED } from './detectLanguage.ts';
