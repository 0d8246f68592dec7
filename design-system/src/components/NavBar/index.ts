export { isPrivateAreaPath, NavBar, type NavBarHrefs, type NavBarProps } from './NavBar';
