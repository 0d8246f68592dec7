export { cardBrandMessage, SavedCard, type SavedCardProps } from './SavedCard';
