import './theme.css';

export { Badge, type BadgeProps, badgeText } from './badge/badge';
export { BottomBar, type BottomBarProps } from './bottom-bar/bottom-bar';
export { Button, type ButtonProps } from './button/button';
export { Cell, type CellProps } from './cell/cell';
export { CellGroup, type CellGroupProps } from './cell/cell-group';
export { Checkbox, type CheckboxProps } from './choice/checkbox';
export { Radio, type RadioProps } from './choice/radio';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './choice/radio-group';
export * from './constants';
export { CountdownButton, type CountdownButtonProps } from './countdown/countdown-button';
export { type Countdown, useCountdown } from './countdown/use-countdown';
export { useDocumentTitle } from './document-title/use-document-title';
export { Grid, GridItem, type GridItemProps, type GridProps } from './grid/grid';
export { ImagePicker, type ImagePickerProps, type PickedImage } from './image-picker/image-picker';
export {
  BankCardInput,
  MoneyInput,
  NumberInput,
  type NumberInputProps,
  PhoneInput,
  type PhoneInputProps,
} from './input/inputs';
export { MaskedInput, type MaskedInputProps } from './input/masked-input';
export {
  type KitActions,
  KitActionsProvider,
  useKitActions,
} from './kit-actions/kit-actions';
export { type LineItem, Lines, type LinesProps } from './lines/lines';
export { AppLink, type AppLinkProps } from './link/app-link';
export { Loading, type LoadingProps, PageLoading } from './loading/loading';
export { ConfirmDialog, type ConfirmDialogProps } from './modal/confirm-dialog';
export { Modal, type ModalProps } from './modal/modal';
export { NavBar, type NavBarProps } from './nav-bar/nav-bar';
export { type FrameQuery, PageFrame, type PageFrameProps } from './page-frame/page-frame';
export { QueryView, type QueryViewProps } from './page-frame/query-view';
export { ProductCard, type ProductCardProps } from './product-card/product-card';
export type { ProductCardData } from './product-card/product-card-data';
export { ProductList, type ProductListProps } from './product-card/product-list';
export { PullToRefresh, type PullToRefreshProps } from './pull-to-refresh/pull-to-refresh';
export { LazyRatingDialog } from './rating-dialog/lazy-rating-dialog';
export { RatingDialog, type RatingDialogProps } from './rating-dialog/rating-dialog';
export {
  ActionSheet,
  type ActionSheetOption,
  type ActionSheetProps,
} from './sheet/action-sheet';
export { Sheet, type SheetProps } from './sheet/sheet';
export { Stars, type StarsProps } from './stars/stars';
export { EmptyState, type EmptyStateProps } from './state/empty-state';
export { ErrorState, type ErrorStateProps } from './state/error-state';
export { type TabItem, Tabs, type TabsProps } from './tabs/tabs';
export { toast } from './toast/toast';
