export { Image, type ImageProps, type ImageRatio } from './Image';
