/** The site's menu flag of the transfer to the upline (spec 5, 70542479384 @~506,500). */
export const UPLINE_TRANSFER_FLAG = 'AGETRANSFERUP3';
