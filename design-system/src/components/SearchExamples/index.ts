export { SearchExamples, type SearchExample, type SearchExamplesProps } from './SearchExamples';
