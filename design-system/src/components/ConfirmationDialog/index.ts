export {
  ConfirmationDialog,
  type ConfirmationDialogProps,
  type ConfirmOptions,
} from './ConfirmationDialog';
export {
  ConfirmProvider,
  useConfirm,
  type ConfirmFunction,
  type ConfirmProviderProps,
} from './ConfirmProvider';
