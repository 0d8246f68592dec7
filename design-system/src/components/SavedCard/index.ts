export { SavedCard, type SavedCardProps } from './SavedCard';
