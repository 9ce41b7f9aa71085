// A small thesaurus for the classifiers: words that mean much the same thing in these conversations share
// one extra feature (concept_putdowns for "pathetic", "mocks", "eye roll"...), so a message that uses a
// word the corpus never had still carries the evidence its synonyms taught. These are features with
// learned weights, not rules: the classifier decides what each concept is worth for each label.
//
// Each concept is a comma-separated list. A word ending in * matches any ending ("criticis*" matches
// criticises, criticism); a phrase of several words matches those words in a row.

export const CONCEPTS: Record<string, string> = {
  // Topics
  listening: `
    listen*, hear, heard, hears, ignor*, tune out, tunes out, tuned out, talk over, talks over,
    interrupt*, nod*, scroll*, brick wall, wall, invisible, repeat*, attention, unheard, dismiss*,
    brushes off, brushed off, void, zones out, glaze*, follow up, my voice, my opinion,
    finishes my sentences, headphones, get through to, background noise, cuts me off, ignored,
    ignoring, mm, undivided, opposite of what`,
  effort: `
    only one, one sided, one-sided, effort, try harder, mental load, carry*, remember*, organis*,
    organiz*, halfway, for granted, pull his weight, pulling my weight, step up, do more,
    doing everything, notices, invisible work, initiat*, heavy lifting, the load, coast*,
    emotional labour, emotional labor, first move, reach out, all the work, holds everything,
    hold everything, everything for, his pa, manager, keeps it all, glue, autopilot, maintenance,
    pulling us, take the lead, overfunction*, remind*, keep it working, falls on me, always me,
    i have to ask, doing it all, all on me`,
  cycle: `
    same, over and over, round in circles, circles, loop, cycle, every time, groundhog, hundredth,
    again and again, broken record, rehash*, keep fighting, keep arguing, bicker*, clash*, row, rows,
    argu*, fight*, always ends, same script, same old, word for word, sore spot, tripping over,
    going on for years, usual argument, the usual, same issue, same thing, same disagreement,
    keep coming back, never settled, pattern, script, repeat`,
  limits: `
    boundar*, say no, saying no, space, privacy, private, limit*, push*, doormat, people pleas*,
    without asking, without checking, permission, give in, bend, walk all over, walks all over,
    my own time, to myself, diary, not ok, knock, my study, overstep*, decisions about my,
    volunteer*, my car, my emails, read my, reading my, my diary, sulk*, yes when i mean no,
    learning to say no, feel guilty`,
  putdowns: `
    stupid, pathetic, idiot, useless, mock*, sneer*, eye roll*, rolls his eyes, rolls her eyes,
    sarcas*, put down, puts me down, put-downs, put downs, name-calling, name calling, calls me,
    called me, criticis*, criticiz*, belittl*, eggshells, tiptoe, brace, scared to, afraid to,
    too sensitive, digs, laughs at, laughed at, make fun, makes fun, contempt*, silent treatment,
    feel small, moods, humiliat*, finds fault, find fault, picks apart, at my expense, on guard,
    shrink, cutting, judged, dramatic, on edge, walking on, feel stupid, opinions,
    waiting for the next`,
  secrets: `
    jealous*, lie, lies, lied, lying, liar, secret*, hide, hides, hiding, hidden, passcode, password,
    delet*, suspicio*, snoop*, cagey, trust*, detective, colleague, coworker, co-worker, receipt*,
    face down, where he was, where she was, dishonest*, honesty, believe anything, gaps in his story,
    guarded, paranoid, open with me, the thing i found, found on his phone, story`,
  forgiving: `
    forgiv*, forgave, grudge, let go, letting go, resent*, bitter*, move on, moving on, seventy,
    70 times, mercy, the past, bringing it up, keep a list, mental list, start again, reopen*,
    hold it against, ambush*, acknowledg*, needed time, holding on, past, flooding back,
    admit he did, wrong`,
  inlaws: `
    in law, in-law, in laws, in-laws, inlaws, mil, his mum, his mom, his mother, her mum, her mom,
    her mother, his parents, her parents, his family, her family, his sister, his brother,
    her sister, her brother, his dad, her dad, my mum, my mom, my parents, my family, whose parents,
    family gatherings, mother-in-law, mother in law, father-in-law, accepted me`,
  money: `
    money, budget*, spend*, spent, debt*, bill, bills, bank, account*, overdrawn, overdraft, saving*,
    save, credit card, loan, lend, borrow*, salary, earn*, afford, tith*, gambl*, bet, betting,
    bought, buy*, expensive, grand, mortgage, financ*, cost*, paid, pay, pays, deposit, wasteful,
    statement, cash, pounds, dollars, job, rent, short at the end, final say, purchases, spending,
    card got declined, declined, shopping, tight, financial*`,
  closeness: `
    sex*, intima*, touch*, kiss*, affection*, hug*, cuddl*, in bed, the mood, desire, spark, romanc*,
    romantic, physical*, roommates, flatmates, close to him, close to her, unwanted, rejected,
    beautiful, attractive, libido, turns away, make love, pyjamas, candles, slept together,
    sleep together, bedroom, closeness, date night, depriv*, undesirable, compliment*,
    reached for me, made love, night away, just us two, housemate, the romance, little touches,
    not comfortable, in the bedroom, miss him, holding hands`,
  children: `
    kid, kids, child, children, son, sons, daughter*, baby, toddler, teen*, stepdaughter, stepson,
    stepchild*, school, bedtime, homework, discipline, parent*, co-parent*, tantrum, nursery, eldest,
    youngest, screen time, boys, girls, our son, our daughter, the little one, spiritually,
    out of control, bedtime routine, discipline plan, the kids`,
  anger: `
    angr*, anger, furious, livid, fuming, seething, rage, raging, temper, yell*, shout*, scream*,
    slam*, snap*, explod*, blew up, blow up, blows up, cross, mad, irritab*, fuse, lose it, lost it,
    throw something, punch*, hot-headed, outburst*, irritated, annoys, flies off, off the handle,
    patience, wrath, calm down, blood is boiling, fiery, wound up, anger problem, angry, losing my,
    rising, heated, furious with`,
  alone: `
    lonel*, alone, isolat*, no one, nobody, no friends, disconnect*, distant, strangers,
    separate lives, on my own, by myself, left out, deploy*, long distance, another city, empty,
    ghost, drifted, drift*, ships passing, stranger, single, do not talk, never talk, talk to anyone,
    someone to talk to, present but, best friends, friends again, in the garage, brave face,
    miss the way, miss him, lonely`,
  faith: `
    church, faith, god, christian*, believ*, belief*, atheist, catholic, baptist, muslim,
    bible study, worship, spiritual*, baptis*, jesus, religio*, charismatic, traditional,
    sunday service, nonsense, crutch, agnostic, literally true, find faith, believe such,
    mocks my faith`,
  weary: `
    hopeless, pointless, the point, give up, giving up, gave up, tired of trying, weary, worn out,
    discourag*, defeated, running on empty, motivation, keep going, keep trying, worth the effort,
    no progress, strength, falls apart, nothing works, never change, stuck, exhausted, no hope,
    lose hope, losing hope, lost hope, done hoping, heavy, drained, nothing changes, no difference,
    didn't work, did not work, never get better, flat, back to square one, two steps back,
    slides back, low, way forward, positive, one day at a time, improve`,
  praying: `
    pray, prays, praying, prayed, prayer*, devotion*, grace, quiet time, out loud, psalm,
    pray together`,
  affair: `
    affair, cheat*, slept with, another woman, another man, other woman, other man, dating app*,
    tinder, betray*, unfaithful, adultery, seeing someone, seeing her, seeing him, his ex, her ex,
    flirt*, infidelity, work trip, miss you, trainer, them together, in love with someone, fling,
    recovering from his affair, holding hands, with her, the affair`,
  porn: `
    porn*, explicit, adult sites, adult site, browser history, search history, videos, nude*,
    onlyfans, addiction, addicted, accountability, filter*, recovery group, the women he watches,
    watching, saved on, relapse, slipped up, tabs, the porn, porn use, porn habit, shaming,
    worthless`,
  housework: `
    chore*, housework, household, dish*, dishwasher, laundry, washing, ironing, hoover*, vacuum*,
    clean*, tidy, mess, messy, bins, bin, cook, cooking, shopping, socks, bathroom, kitchen, lawn,
    diy, meal*, lift a finger, around the house, chore chart, rota, school lunches, washing up,
    dirty plates, how clean, the hoovering, bathrooms, bedding, list of jobs, cleaning, grocery`,
  leaving: `
    leave, leaving, divorce*, separat*, stay, staying, walk away, end it, is over, want out,
    wants out, save this marriage, worth saving, fallen out of love, love him anymore,
    love her anymore, flats, doubts, be together, be married, married anymore, better off apart,
    moving out, move out, stay or go, never married, might be over, wish i had, happier apart,
    fix this or end, stay or leave, the life i want, growing old, divorce lawyer*, lawyer*,
    separated, get back together, life without him, want to stay, has a future, a future, separation,
    thinking of leaving, leaving him`,
  // Intents
  words: `
    say, words, word, phrase*, script, sentence, wording, tell him, put it`,
  opening: `
    bring it up, bring up, bring this up, raise, start, begin, approach, broach, open, right moment,
    good time, kick off, when should`,
  bot: `
    bot, ai, robot, human, real person, a person, automated, chatgpt, machine, computer, program,
    algorithm, software, chatbot, real or, actual therapist, real counsellor`,
  helpline: `
    helpline*, hotline, number, call, calling, ring, counsell*, counsel*, therap*, police,
    confidential, anonymous, samaritans, refuge, referral, someone real, speak to, talk to someone,
    course*`,
  fault: `
    fault, blame, to blame, the problem, overreact*, unreasonable, too much, bad wife, bad husband,
    it me, because of me, brought this on, caused, the reason, a nag, too demanding, crazy for`,
  thanks: `
    thank*, thx, ty, amen, cheers, bless, appreciat*, goodnight, bye, ta, grateful`,
  hello: `
    hi, hello, hey, heyy, hiya, morning, evening, afternoon, howdy, yo`,
  back: `
    again, back, remember me, last time, last week, update, it's me, it is me, we spoke,
    talked to you, a while, check in`,
  howItWent: `
    went, tried, talked, spoke, worked, listened, it was, update, the talk, the chat, we had,
    did what you, used the, this time, for once, first time`,
  future: `
    going to, gonna, i'll, i will, plan, planning, tomorrow, tonight, next time, this weekend,
    saturday, sunday, friday, later, my plan, think i will, thinking of`,
  offTopic: `
    recipe, weather, homework, maths, math, code, python, javascript, script for, football, cricket,
    score, capital, film, movie, podcast, wifi, iphone, phone to buy, translate, joke, calories, tax,
    cv, cover letter, essay, pizza, cake, lasagne, lasagna, trip, puppy, poem, stain, tyre, tire,
    bitcoin, workout, guitar, summarise, summarize, how tall, what time`,
  verse: `
    verse*, scripture*, bible, passage, psalm*, proverb*, god says, god's word, word of god`,
  unsure: `
    idk, dunno, no idea, not sure, no clue, don't know, do not know, unsure, hard to say, can't tell,
    confused, maybe`,
  agree: `
    ok, okay, k, yes, yeah, yep, true, right, exactly, sure, agree, makes sense, fair enough, got it,
    spot on, definitely, alright, good point, good idea, sounds good`,
  venting: `
    vent, rant, off my chest, just need, need to get, get it out, sorry this is long, essay, ugh,
    so done, so sick, so tired, love that for me, wonderful, cheers for that, lovely, brilliant,
    fabulous, classic, cool cool, yay, sure, apparently, of course, seriously, literally,
    end of my rope, end of my tether, cannot even, argh*, ugh*, done with, had enough, fed up,
    sick of, over it, so much for, just needed to, moan, whinge`,
};
