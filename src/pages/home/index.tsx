export {default} from '@site/src/pages/index';
