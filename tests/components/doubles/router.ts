/** Stand-in for `@docusaurus/router`, which is these exports of React Router. */
export {useHistory, useLocation, Redirect, matchPath} from 'react-router-dom';
