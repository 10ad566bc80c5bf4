import type { Messages } from '@fieldline/domain';

export interface HelpArticle {
  key: string;
  title: Messages;
  /** Paragraphs; each is a short step or fact about the product as it is built. */
  body: { zh_CN: string[]; en_GB: string[] };
}

/** The help centre's articles (/help): how the built modules are used, in both languages. */
export const HELP_ARTICLES: HelpArticle[] = [
  {
    key: 'start',
    title: { zh_CN: '开始使用', en_GB: 'Getting started' },
    body: {
      zh_CN: [
        '左侧菜单按业务分组：工单管理、客户管理、呼叫与回访、运营分析等；右上角可切换中文或英文。',
        '您能看到的菜单和按钮由角色权限决定，管理员可在「角色权限」中调整。',
        '顶部搜索框可以按工单号、客户、设备和人员查找。',
      ],
      en_GB: [
        'The side menu is grouped by area: work orders, customers, calls and visits, operations and more; switch between Chinese and English at the top right.',
        'The menus and buttons you see follow your role’s permissions; an administrator changes them under roles.',
        'The search box at the top finds orders by number, customers, equipment and people.',
      ],
    },
  },
  {
    key: 'orders',
    title: { zh_CN: '工单：创建、派单、服务、完成', en_GB: 'Work orders: create, dispatch, serve, complete' },
    body: {
      zh_CN: [
        '在「新建工单」中选择工单模板和客户，填写标题和描述后提交。',
        '派单员在工单详情中指派服务人员；服务人员接单、出发、签到、服务并提交完工。',
        '工单详情右侧的「本产品/故障的答案」面板会按产品或标题推荐知识库内容，手机上同样可用。',
        '已完成的工单可由客户评价，并按回访计划生成回访任务。',
      ],
      en_GB: [
        'Under “New order”, choose an order template and a customer, give a title and a description, and submit.',
        'A dispatcher assigns the service staff on the order’s detail; the engineer accepts, sets off, signs in, serves and completes it.',
        'The “Answers for this product / fault” panel on the order’s detail suggests knowledge by product or title, on a phone too.',
        'A completed order can be rated by the customer and visited by the return-visit plans.',
      ],
    },
  },
  {
    key: 'knowledge',
    title: { zh_CN: '知识库：常见问题、文档与搜索', en_GB: 'Knowledge base: FAQ, documents and search' },
    body: {
      zh_CN: [
        '常见问题需要填写问题，以及答案、图片或附件中的至少一项；可填写相似问题和关联问题。',
        '分类最多三级，名称不超过8个字。开启「分享」后，没有账号的人也可以通过链接查看该问题。',
        '文档支持 PDF、Word、Excel 和文本文件，上传后系统会自动生成摘要，详情页显示生成进度。',
        '搜索同时查找常见问题和文档，支持中文和英文，标题命中的结果排在前面；搜不到答案的问题会进入「未知问题」，可一键转为常见问题。',
      ],
      en_GB: [
        'An FAQ needs a question and at least one of an answer, an image or an attachment; similar and associated questions are optional.',
        'Categories go three levels deep with names of up to 8 characters. A shared FAQ can be read through its link without an account.',
        'Documents may be PDF, Word, Excel or text files; a summary is generated after the upload and its progress shows on the detail page.',
        'Search looks through FAQs and documents in Chinese and English, title matches first; questions that found no answer go to “Unknown problems”, where one click turns them into an FAQ.',
      ],
    },
  },
  {
    key: 'visits',
    title: { zh_CN: '回访', en_GB: 'Return visits' },
    body: {
      zh_CN: [
        '回访计划决定哪些完成或评价后的工单需要回访，可以全部回访、按比例或每天按数量抽样。',
        '回访客服在「我的回访」中处理待回访任务，填写回访表单后选择通过或不通过。',
        '回访不通过时可以发起跟进工单，也可以给客户发送短信。',
      ],
      en_GB: [
        'Return-visit plans choose which completed or rated orders are visited: all of them, a ratio, or a number a day.',
        'Return-visit staff work through pending visits under “My return visits”, fill in the visit form and pass or fail it.',
        'A failed visit can raise a follow-up order; a text message can be sent to the customer.',
      ],
    },
  },
  {
    key: 'notices',
    title: { zh_CN: '公告与定时通知', en_GB: 'Announcements and timed notices' },
    body: {
      zh_CN: [
        '公告需要标题和16:9、不超过200K的封面图，发布后显示在首页并进入每个人的消息中心。',
        '定时通知按设定的时间和对象自动发送。',
      ],
      en_GB: [
        'An announcement needs a title and a 16:9 cover of at most 200 KB; once published it shows on the home page and in everyone’s message centre.',
        'Timed notices are sent automatically at the time and to the people you choose.',
      ],
    },
  },
];
