export {
  CancellationSummary,
  type CancellationPolicy,
  type CancellationSummaryProps,
} from './CancellationSummary';
