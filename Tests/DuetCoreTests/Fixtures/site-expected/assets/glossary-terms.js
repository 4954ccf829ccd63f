window.DUET_TERMS = {

};
