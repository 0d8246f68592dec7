export {
  CancellationSummary,
  refundSentence,
  type BlockingLine,
  type CancellationLine,
  type CancellationPolicy,
  type CancellationSummaryProps,
} from './CancellationSummary';
