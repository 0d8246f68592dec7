export {
  CART_BADGE_MAX,
  CartButton,
  cartButtonTone,
  type CartButtonProps,
  type CartButtonTone,
} from './CartButton';
