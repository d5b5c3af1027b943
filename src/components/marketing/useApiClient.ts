import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createApiClient, type ApiClient, type ApiResult, type User} from '@site/src/api/client';
import {useSettings} from '@site/src/components/useSettings';
import {USER_CHANGED_EVENT, rememberUser, sessionFromResult} from '@site/src/lib/session';
import {browserStorage} from '@site/src/lib/storage';

/** Stores the session's user (null: signed out) and tells this tab's listeners when it changed. */
function remember(user: User | null | undefined): void {
  if (user !== undefined && rememberUser(browserStorage(), user)) window.dispatchEvent(new Event(USER_CHANGED_EVENT));
}

/** Applies what an answer says about the session to `user_info`. */
function track<T>(result: ApiResult<T>, user?: User): ApiResult<T> {
  remember(sessionFromResult(result, user));
  return result;
}

/**
 * The API client for the address in the settings. Every answer keeps `user_info` in step: a user
 * from `me`, login or registration is stored, `unauthorized` from any call and a logout remove it.
 */
export function useApiClient(): ApiClient {
  const {apiBaseUrl} = useSettings();
  const {currentLocale} = useDocusaurusContext().i18n;
  return useMemo(() => {
    const api = createApiClient(apiBaseUrl);
    const withUser = (result: ApiResult<User>) => track(result, result.ok ? result.data : undefined);
    return {
      ...api,
      me: () => api.me().then(withUser),
      login: (email, password) => api.login(email, password).then(withUser),
      register: (email, password) => api.register(email, password, currentLocale).then(withUser),
      resendVerification: (locale) => api.resendVerification(locale).then((r) => track(r)),
      verifyEmail: (token) => api.verifyEmail(token).then((r) => track(r)),
      forgotPassword: (email, locale) => api.forgotPassword(email, locale).then((r) => track(r)),
      resetPassword: (token, password) => api.resetPassword(token, password).then(withUser),
      changePassword: (current, next) => api.changePassword(current, next).then(withUser),
      changeEmail: (email, password, locale) => api.changeEmail(email, password, locale).then((r) => track(r)),
      exportAccount: () => api.exportAccount().then((r) => track(r)),
      // A deleted account is signed out here at once, as after a logout.
      deleteAccount: (password) =>
        api.deleteAccount(password).then((result) => {
          if (result.ok) remember(null);
          return track(result);
        }),
      logout: () =>
        api.logout().then((result) => {
          if (result.ok) remember(null);
          return result;
        }),
      claimMangaOffer: () => api.claimMangaOffer().then((r) => track(r)),
      redeem: (code) => api.redeem(code).then((r) => track(r)),
      orders: () => api.orders().then((r) => track(r)),
      order: (id) => api.order(id).then((r) => track(r)),
      leaveOrder: (id) => api.leaveOrder(id).then((r) => track(r)),
      createOrder: (purchase, locale) => api.createOrder(purchase, locale).then((r) => track(r)),
      portal: (locale) => api.portal(locale).then((r) => track(r)),
      testCheckout: (session) => api.testCheckout(session).then((r) => track(r)),
      closeTestCheckout: (session, action) => api.closeTestCheckout(session, action).then((r) => track(r)),
      setTestCancellation: (cancel) => api.setTestCancellation(cancel).then(withUser),
    };
  }, [apiBaseUrl, currentLocale]);
}
