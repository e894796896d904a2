/**
 * The areas of the copy catalogue, one module each. Read through `copy` (app/shared/copy/index.ts): a
 * page's bundle then holds only the areas it reads, not every feature's text.
 */
export { accountCopy as account } from './account';
export { backofficeCopy as backoffice } from './backoffice';
export { backofficeCatalogueCopy as backofficeCatalogue } from './backofficeCatalogue';
export { backofficeCatalogueSectionsCopy as backofficeCatalogueSections } from './backofficeCatalogueSections';
export { backofficeAssignmentsCopy as backofficeAssignments } from './backofficeAssignments';
export { backofficeAssignmentSectionsCopy as backofficeAssignmentSections } from './backofficeAssignmentSections';
export { backofficeCouponsCopy as backofficeCoupons } from './backofficeCoupons';
export { backofficeCouponSectionsCopy as backofficeCouponSections } from './backofficeCouponSections';
export { backofficeExchangeCodesCopy as backofficeExchangeCodes } from './backofficeExchangeCodes';
export { backofficeBoardsCopy as backofficeBoards } from './backofficeBoards';
export { backofficeBoardSectionsCopy as backofficeBoardSections } from './backofficeBoardSections';
export { backofficeRichTextCopy as backofficeRichText } from './backofficeRichText';
export { backofficeCertificatesCopy as backofficeCertificates } from './backofficeCertificates';
export { backofficeFilesCopy as backofficeFiles } from './backofficeFiles';
export { backofficeFormsCopy as backofficeForms } from './backofficeForms';
export { backofficeHistoryCopy as backofficeHistory } from './backofficeHistory';
export { backofficeJobsCopy as backofficeJobs } from './backofficeJobs';
export { backofficeMembersCopy as backofficeMembers } from './backofficeMembers';
export { backofficeOrdersCopy as backofficeOrders } from './backofficeOrders';
export { backofficeMemberDetailCopy as backofficeMemberDetail } from './backofficeMemberDetail';
export { backofficeMemberListCopy as backofficeMemberList } from './backofficeMemberList';
export { backofficeMemberSectionsCopy as backofficeMemberSections } from './backofficeMemberSections';
export { backofficeMemberRegisterCopy as backofficeMemberRegister } from './backofficeMemberRegister';
export { backofficeImportCopy as backofficeImport } from './backofficeImport';
export { backofficeLeaveGuardCopy as backofficeLeaveGuard } from './backofficeLeaveGuard';
export { backofficeRecipientsCopy as backofficeRecipients } from './backofficeRecipients';
export { backofficeShippingCopy as backofficeShipping } from './backofficeShipping';
export { backofficeSettlementCopy as backofficeSettlement } from './backofficeSettlement';
export { backofficeTermsCopy as backofficeTerms } from './backofficeTerms';
export { backofficeMarketingCopy as backofficeMarketing } from './backofficeMarketing';
export { backofficeMarketingSectionsCopy as backofficeMarketingSections } from './backofficeMarketingSections';
export { certificatesCopy as certificates } from './certificates';
export { classesCopy as classes } from './classes';
export { commonCopy as common } from './common';
export { communityCopy as community } from './community';
export { designSystemCopy as designSystem } from './designSystem';
export { listKitCopy as listKit } from './backofficeListKit';
export { siteCopy as site } from './site';
export { siteTermsCopy as siteTerms } from './siteTerms';
export { sitePromotionsCopy as sitePromotions } from './sitePromotions';
