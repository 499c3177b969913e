import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import { openPopup, type PopupPropsByName } from '@/lib/popup-store';
import { IpVerification, type IpStep } from './ip-verification';
import { LoginForm } from './login-form';
import { useFinishLogin } from './use-finish-login';

type LoginPopupProps = PopupPropsByName['login'] & { onClose: () => void };

/**
 * The login popup (product rules: logging in): the form, then, for a login from an unregistered IP, the
 * verification step. Opened by the header, /login, any login-requiring action and a 401.
 */
export function LoginPopup({ onClose, redirectTo }: LoginPopupProps) {
  const { t } = useTranslation();
  const finish = useFinishLogin(onClose, redirectTo);
  const [ipStep, setIpStep] = useState<IpStep | null>(null);
  const firstInput = useRef<HTMLInputElement>(null);

  const switchTo = (name: 'forgotPassword' | 'register') => {
    onClose();
    openPopup(name);
  };

  return (
    <Modal
      title={ipStep ? t('auth_ip_title') : t('auth_login_title')}
      onClose={onClose}
      size="sm"
      initialFocusRef={firstInput}
    >
      {ipStep ? <IpVerification {...ipStep} finish={finish} onBack={() => setIpStep(null)} /> : null}
      {/* Kept mounted while the verification step shows, so going back loses nothing typed. */}
      <div hidden={ipStep !== null}>
        <LoginForm
          finish={finish}
          onIpVerification={setIpStep}
          onForgot={() => switchTo('forgotPassword')}
          onRegister={() => switchTo('register')}
          onFirstInput={(input) => {
            firstInput.current = input;
          }}
        />
      </div>
    </Modal>
  );
}
