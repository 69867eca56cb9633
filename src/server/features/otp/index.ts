/** The otp feature as the rest of the server sees it. */
export { otpRoutes } from './otp.routes';
export { OtpService } from './otp.service';
export { OTP_DESTINATION_RULE, OTP_RESEND_SCOPE } from './otp.challenges';
