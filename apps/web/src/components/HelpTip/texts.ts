import type { Messages } from '@fieldline/domain';
import type { HelpTipKey } from './tips';

/**
 * The tips' words in both languages, kept beside the component (like the help centre's articles) so
 * they load with the pages that show a tip, not with the sign-in page and the shell.
 */
export const HELP_TIP_TEXTS: Record<HelpTipKey, { title: Messages; body: Messages }> = {
  spareManage: {
    title: { zh_CN: '备件如何管理', en_GB: 'How spare parts are kept' },
    body: {
      zh_CN:
        '选择企业管理备件的方式：不管理库存、按仓库管理（入库、出库和调拨），或仓库加工程师个人库存。切换模式会清空个人库存。请在下方添加仓库，并选择申领和退还默认使用的仓库。',
      en_GB:
        "Choose how the enterprise keeps its spare parts: without stock, in warehouses (stock in, out and transfers), or in warehouses plus each engineer's personal stock. Changing the mode clears the personal stock. Add the warehouses below and pick the default one that requests and returns use.",
    },
  },
  serviceProject: {
    title: { zh_CN: '什么是服务项目？', en_GB: 'What are service items?' },
    body: {
      zh_CN:
        '服务项目是工单中可收费的服务内容，如上门检测、清洗、安装。为每个项目设置价格、单位和提成，可绑定到指定的工单模板；未绑定模板的项目适用于所有工单模板。停用的项目不能再添加到新工单。',
      en_GB:
        'Service items are the chargeable services of an order, such as an on-site check, cleaning or installation. Give each a price, a unit and commissions, and bind it to particular order templates if needed; an item bound to no template is usable on every order template. A disabled item cannot be added to new orders.',
    },
  },
  organization: {
    title: { zh_CN: '部门、人员和角色', en_GB: 'Departments, people and roles' },
    body: {
      zh_CN:
        '先建立部门树，再把人员加入所属部门，并为每人分配一个或多个角色。角色决定人员可用的菜单和操作，以及能看到的数据范围（全部、本团队或本人）。服务团队单独设置，可跨部门组成。',
      en_GB:
        "Build the department tree first, then add people to their departments and give each one or more roles. A role decides which menus and actions a person has and which data they see (all, their team's or their own). Service teams are set up separately and may mix departments.",
    },
  },
};

export const HELP_TIP_CLOSE: Messages = { zh_CN: '不再提示', en_GB: 'Do not show again' };
